import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { ThemeName } from '@loyalty/contract';
import type { ResolvedTheme } from './resolve-theme';

export type ThemeState = ResolvedTheme;

export const initialThemeState: ThemeState = { current: 'light', saved: 'light' };

export const themeSlice = createSlice({
  name: 'theme',
  initialState: initialThemeState,
  reducers: {
    /** The theme found in the browser at start-up (storage, query parameter, business default). */
    themeResolved: (_state, action: PayloadAction<ResolvedTheme>) => action.payload,
    /** The member picked light or dark: both what is shown and what is remembered. */
    themeChosen: (_state, action: PayloadAction<ThemeName>) => ({
      current: action.payload,
      saved: action.payload,
    }),
  },
});

export const { themeResolved, themeChosen } = themeSlice.actions;
