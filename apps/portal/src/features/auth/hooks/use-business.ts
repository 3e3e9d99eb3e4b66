'use client';

import type { BusinessConfiguration } from '@loyalty/contract';
import { useShellState } from '@/store/shell-store';

/** The business configuration, which the app shell has loaded before any page renders. */
export function useBusiness(): BusinessConfiguration {
  return useShellState((state) => state.configurations.configuration);
}
