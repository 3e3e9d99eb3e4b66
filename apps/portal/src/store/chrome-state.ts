/**
 * Which app-wide panels are open. The drawer (navigation), the legal panel (privacy), the accessibility widget
 * and the feedback form live in different features, which never import each other: they meet here, in the
 * shell state's `chrome` area.
 */
export interface ChromeState {
  drawerOpen: boolean;
  legalPanelOpen: boolean;
  /** The drawer's accessibility show/hide toggle: whether the floating accessibility button is shown. */
  accessibilityWidgetVisible: boolean;
  feedbackOpen: boolean;
}

export const initialChromeState: ChromeState = {
  drawerOpen: false,
  legalPanelOpen: false,
  accessibilityWidgetVisible: true,
  feedbackOpen: false,
};
