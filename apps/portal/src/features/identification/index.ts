// What other features may use of the identification feature: its dialog, loaded on first use.
export const loadIdentificationDialog = () => import('./components/identification-dialog');
