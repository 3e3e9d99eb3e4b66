/** The root font size in rem, stored in localStorage, default 1, steps of 0.1, at most 2 (text at 200 %). */
const FONT_SIZE_STORAGE_KEY = 'accessibility.fontSize';
export const DEFAULT_FONT_SIZE = 1;
const FONT_SIZE_STEP = 0.1;
/** The largest size: text at twice its size (beyond it a single word no longer fits a phone's width). */
export const MAX_FONT_SIZE = 2;
/** globals.css sizes the root as `calc(var(--font-scale) * 1rem)`. */
const FONT_SCALE_PROPERTY = '--font-scale';

/** Tenths, so that 0.1 + 0.2 stays 0.3. */
const tenths = (size: number) => Math.round(size * 10) / 10;

/** Zooming in works only while the size stays at or under the largest. */
export const canZoomIn = (size: number): boolean => tenths(size + FONT_SIZE_STEP) <= MAX_FONT_SIZE;
export const zoomIn = (size: number): number => (canZoomIn(size) ? tenths(size + FONT_SIZE_STEP) : size);

/** Zooming out works only while the size stays above 0: the smallest size is one step. */
export const canZoomOut = (size: number): boolean => tenths(size - FONT_SIZE_STEP) > 0;
export const zoomOut = (size: number): number => (canZoomOut(size) ? tenths(size - FONT_SIZE_STEP) : size);

export function parseFontSize(stored: string | null): number {
  const size = stored === null ? NaN : Number(stored);
  if (!Number.isFinite(size) || size <= 0 || size > 10) return DEFAULT_FONT_SIZE;
  // A size stored before the largest existed is shown at the largest.
  return Math.min(tenths(size), MAX_FONT_SIZE);
}

export function readFontSize(): number {
  try {
    return parseFontSize(window.localStorage.getItem(FONT_SIZE_STORAGE_KEY));
  } catch {
    return DEFAULT_FONT_SIZE;
  }
}

export function saveFontSize(size: number): void {
  try {
    window.localStorage.setItem(FONT_SIZE_STORAGE_KEY, String(size));
  } catch {
    // Storage blocked: the size lasts for this page only.
  }
}

export function applyFontSize(size: number): void {
  if (size === DEFAULT_FONT_SIZE) document.documentElement.style.removeProperty(FONT_SCALE_PROPERTY);
  else document.documentElement.style.setProperty(FONT_SCALE_PROPERTY, String(size));
}
