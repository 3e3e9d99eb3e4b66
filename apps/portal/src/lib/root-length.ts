import { useEffect, type RefObject } from 'react';

/**
 * The floating bars' measured heights, for globals.css (`--top-bar-height`, `--cookie-banner-height`,
 * `--bottom-banner-height`): what gets focus scrolls clear of them, and the accessibility button floats above the
 * banners. globals.css registers them as not inherited, so a write restyles the root, body and body's children, not
 * the whole page.
 */
export type RootLength = '--top-bar-height' | '--cookie-banner-height' | '--bottom-banner-height';

/**
 * Sets (or, with null, removes) a length on the root element, only when it changes: the browser restyles after any
 * write to the root's inline style, even one of the value it already had.
 */
export function setRootLength(name: RootLength, px: number | null): void {
  const style = document.documentElement.style;
  const value = px === null ? '' : `${px}px`;
  // An empty value removes the property.
  if (style.getPropertyValue(name) !== value) style.setProperty(name, value);
}

/**
 * Keeps `name` at the element's height plus `marginPx` while `shown` (measured whenever the element resizes), and
 * removes it when the element goes.
 */
export function useRootHeight(
  element: RefObject<HTMLElement | null>,
  name: RootLength,
  shown: boolean,
  marginPx = 0,
): void {
  useEffect(() => {
    const current = element.current;
    if (!shown || !current || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => setRootLength(name, current.offsetHeight + marginPx));
    observer.observe(current);
    return () => {
      observer.disconnect();
      setRootLength(name, null);
    };
  }, [element, name, shown, marginPx]);
}
