import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

/** What the sign-in flow collects between its steps: all empty until a step fills it. */
export interface AuthState {
  userIdentifier: string;
  token: string;
  humanRecaptchaToken: string;
  siteKey: string;
  customIdentifier: string;
  migrationCard: string;
  migrationAdditionalField: string;
  customFieldData: Record<string, string>;
}

export const initialAuthState: AuthState = {
  userIdentifier: '',
  token: '',
  humanRecaptchaToken: '',
  siteKey: '',
  customIdentifier: '',
  migrationCard: '',
  migrationAdditionalField: '',
  customFieldData: {},
};

export const authSlice = createSlice({
  name: 'auth',
  initialState: initialAuthState,
  reducers: {
    authMerged: (state, action: PayloadAction<Partial<AuthState>>) => ({ ...state, ...action.payload }),
    authReset: () => initialAuthState,
  },
});

export const { authMerged, authReset } = authSlice.actions;
