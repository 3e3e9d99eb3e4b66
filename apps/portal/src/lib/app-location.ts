import { usePathname, useSearchParams, type ReadonlyURLSearchParams } from 'next/navigation';

/**
 * The current path and query under the App Router. next/navigation types both hooks as possibly null once the
 * app also has a `pages/` directory (the BFF's API routes, decision 011), because a Pages Router page can render
 * before its router is ready; no page of this app is a Pages Router page, so under the App Router they never are.
 */
const NO_SEARCH = new URLSearchParams() as unknown as ReadonlyURLSearchParams;

export function useAppPathname(): string {
  return usePathname() ?? '/';
}

export function useAppSearchParams(): ReadonlyURLSearchParams {
  return useSearchParams() ?? NO_SEARCH;
}
