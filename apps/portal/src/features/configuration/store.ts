import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { BusinessConfiguration, Language } from '@loyalty/contract';

/** The business configuration and the member's language, known before anything renders. */
export interface ConfigurationsState {
  configuration: BusinessConfiguration | null;
  language: Language | null;
}

export const initialConfigurationsState: ConfigurationsState = { configuration: null, language: null };

export const configurationsSlice = createSlice({
  name: 'configurations',
  initialState: initialConfigurationsState,
  reducers: {
    configurationLoaded: (
      state,
      action: PayloadAction<{ configuration: BusinessConfiguration; language: Language }>,
    ) => {
      state.configuration = action.payload.configuration;
      state.language = action.payload.language;
    },
  },
});

export const { configurationLoaded } = configurationsSlice.actions;
