import type { BusinessConfiguration } from '@loyalty/contract';
import { useAppSelector } from '@/store/hooks';

/**
 * The business configuration. The app shell renders pages only once it is loaded,
 * so inside a page it is always there; a missing one is a programming error, not a state to render.
 */
export function useConfiguration(): BusinessConfiguration {
  const configuration = useAppSelector((state) => state.configurations.configuration);
  if (!configuration) throw new Error('useConfiguration used outside the ready app shell');
  return configuration;
}
