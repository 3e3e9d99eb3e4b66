import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

/**
 * Which app-wide panels are open. The drawer (navigation), the legal panel (privacy), the accessibility widget
 * and the feedback form live in different features, which never import each other: they meet here.
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

export const chromeSlice = createSlice({
  name: 'chrome',
  initialState: initialChromeState,
  reducers: {
    setDrawerOpen(state, action: PayloadAction<boolean>) {
      state.drawerOpen = action.payload;
    },
    setLegalPanelOpen(state, action: PayloadAction<boolean>) {
      state.legalPanelOpen = action.payload;
    },
    setAccessibilityWidgetVisible(state, action: PayloadAction<boolean>) {
      state.accessibilityWidgetVisible = action.payload;
    },
    setFeedbackOpen(state, action: PayloadAction<boolean>) {
      state.feedbackOpen = action.payload;
    },
  },
});

export const { setDrawerOpen, setLegalPanelOpen, setAccessibilityWidgetVisible, setFeedbackOpen } =
  chromeSlice.actions;
