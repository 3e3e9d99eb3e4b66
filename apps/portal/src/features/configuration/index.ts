/** The business configuration other features may read. */
export { useConfiguration } from './hooks/use-configuration';
