/**
 * Where focus goes when a dialog closes and what opened it is gone (a drawer entry: the drawer closed as the
 * dialog opened). The control marked with this attribute (the navigation bar's menu button) takes it, so a
 * keyboard member is not sent back to the top of the page.
 */
export const FOCUS_FALLBACK_ATTRIBUTE = 'data-focus-fallback';

/** Focus is lost when nothing, or only the page itself, has it. */
function focusLost(doc: Document): boolean {
  return doc.activeElement === null || doc.activeElement === doc.body;
}

/**
 * For a dialog's close-auto-focus handler: the dialog library first tries the element focused before it opened;
 * right after, if that found nothing to focus, the fallback control gets focus.
 */
export function returnFocusIfLost(doc: Document = document): void {
  queueMicrotask(() => {
    if (!focusLost(doc)) return;
    const fallback = doc.querySelector<HTMLElement>(`[${FOCUS_FALLBACK_ATTRIBUTE}]`);
    fallback?.focus();
  });
}
