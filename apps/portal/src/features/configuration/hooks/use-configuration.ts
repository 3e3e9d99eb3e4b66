import type { BusinessConfiguration } from '@loyalty/contract';
import { useShellState } from '@/store/shell-store';

/**
 * The business configuration. The app shell renders pages only once it is loaded,
 * so inside a page it is always there; a missing one is a programming error, not a state to render.
 */
export function useConfiguration(): BusinessConfiguration {
  return useShellState((state) => state.configurations.configuration);
}
