/** The home-screen icons, drawn from the business's branding (its initial on its primary colour). */
export const PWA_ICON_VARIANTS = [
  { name: '192', size: 192, maskable: false, inManifest: true },
  { name: '512', size: 512, maskable: false, inManifest: true },
  { name: 'maskable-512', size: 512, maskable: true, inManifest: true },
  { name: 'apple-180', size: 180, maskable: true, inManifest: false },
] as const;
export type PwaIconVariant = (typeof PWA_ICON_VARIANTS)[number];

export const pwaIconPath = (name: PwaIconVariant['name']) => `/pwa-icon/${name}`;

/** Home screens show about 12 characters: a longer name gives its first word, else is cut. */
export function shortAppName(name: string): string {
  const trimmed = name.trim();
  if ([...trimmed].length <= 12) return trimmed;
  const first = trimmed.split(/\s+/)[0] ?? trimmed;
  return [...first].length <= 12 ? first : [...first].slice(0, 12).join('');
}
