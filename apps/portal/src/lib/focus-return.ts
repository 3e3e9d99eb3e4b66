/**
 * Where focus goes when a dialog closes. The dialog library gives it back only to its own trigger button, and
 * most dialogs here are opened by other controls (a Buy button, the bar's menu button, a drawer entry), so each
 * dialog remembers what had focus as it opened and gives focus back to it. When that control is gone (a drawer
 * entry: the drawer closed as the dialog opened), the control marked with this attribute (the navigation bar's
 * menu button) takes it, so a keyboard member is not sent back to the top of the page.
 */
export const FOCUS_FALLBACK_ATTRIBUTE = 'data-focus-fallback';

export interface FocusReturn {
  /** For the dialog's open-auto-focus event: runs before focus moves in, so the opener still has it. */
  onOpenAutoFocus: () => void;
  /** For the dialog's close-auto-focus event: focus back on the opener, or on the fallback control. */
  onCloseAutoFocus: (event: Event) => void;
}

export function createFocusReturn(doc: Document = document): FocusReturn {
  let opener: HTMLElement | null = null;
  return {
    onOpenAutoFocus: () => {
      const active = doc.activeElement;
      opener = active instanceof HTMLElement && active !== doc.body ? active : null;
    },
    onCloseAutoFocus: (event) => {
      const target = opener?.isConnected
        ? opener
        : doc.querySelector<HTMLElement>(`[${FOCUS_FALLBACK_ATTRIBUTE}]`);
      opener = null;
      if (!target) return;
      event.preventDefault();
      target.focus();
    },
  };
}
