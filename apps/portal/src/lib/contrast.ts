/**
 * WCAG 2.x colour contrast (relative luminance and contrast ratio) and the adjustments the theme needs to
 * keep a business's brand colours readable in both light and dark themes.
 */
export const AA_TEXT_CONTRAST = 4.5;
/** WCAG 1.4.11: user-interface components and graphics. */
export const AA_NON_TEXT_CONTRAST = 3;

type Rgb = [number, number, number];

export function parseHex(hex: string): Rgb {
  const match = /^#?([0-9a-f]{6})$/i.exec(hex.trim());
  if (!match?.[1]) throw new Error(`Not a #rrggbb colour: ${hex}`);
  const value = Number.parseInt(match[1], 16);
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255];
}

function toHex(rgb: Rgb): string {
  return `#${rgb
    .map((c) =>
      Math.round(Math.min(255, Math.max(0, c)))
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
}

export function relativeLuminance(hex: string): number {
  const [r, g, b] = parseHex(hex).map((channel) => {
    const c = channel / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as Rgb;
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x) as [
    number,
    number,
  ];
  return (light + 0.05) / (dark + 0.05);
}

/** `weight` of `towards` mixed into `color` (0 = color, 1 = towards). */
export function mix(color: string, towards: string, weight: number): string {
  const a = parseHex(color);
  const b = parseHex(towards);
  return toHex([0, 1, 2].map((i) => a[i]! + (b[i]! - a[i]!) * weight) as Rgb);
}

const lowestContrast = (color: string, backgrounds: readonly string[]): number =>
  Math.min(...backgrounds.map((background) => contrastRatio(color, background)));

/**
 * `color` itself when it reaches `minimum` against every background; otherwise the closest tint (on dark
 * backgrounds) or shade (on light ones) that does, so the brand stays recognisable.
 */
export function ensureContrast(
  color: string,
  backgrounds: readonly string[],
  minimum = AA_TEXT_CONTRAST,
): string {
  if (lowestContrast(color, backgrounds) >= minimum) return color;
  const averageLuminance =
    backgrounds.reduce((sum, background) => sum + relativeLuminance(background), 0) / backgrounds.length;
  const towards = averageLuminance < 0.5 ? '#ffffff' : '#000000';
  for (let step = 1; step <= 20; step++) {
    const candidate = mix(color, towards, step / 20);
    if (lowestContrast(candidate, backgrounds) >= minimum) return candidate;
  }
  return towards;
}

/** The preferred text colour on `background` if readable, else black or white, whichever reads better. */
export function readableTextOn(background: string, preferred: string, minimum = AA_TEXT_CONTRAST): string {
  if (contrastRatio(preferred, background) >= minimum) return preferred;
  return contrastRatio('#000000', background) >= contrastRatio('#ffffff', background) ? '#000000' : '#ffffff';
}
