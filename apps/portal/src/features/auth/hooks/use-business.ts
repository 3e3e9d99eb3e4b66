'use client';

import type { BusinessConfiguration } from '@loyalty/contract';
import { useAppSelector } from '@/store/hooks';

/** The business configuration, which the app shell has loaded before any page renders. */
export function useBusiness(): BusinessConfiguration {
  const configuration = useAppSelector((state) => state.configurations.configuration);
  if (!configuration) throw new Error('useBusiness used outside the ready app shell');
  return configuration;
}
