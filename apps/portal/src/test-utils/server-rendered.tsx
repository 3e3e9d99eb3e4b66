// Helpers for parts a member page renders on the server: the server's HTML, then hydration in the document.
import { act, cleanup } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import type { ReactElement } from 'react';
import { vi } from 'vitest';
import { resetPortalQueries } from '@/store/portal-query';
import { stubRelativeRequests } from './relative-requests';

/** Records the path of every request; answers each with `body`. */
export function stubFetch(body: (url: URL) => unknown): string[] {
  stubRelativeRequests();
  const requested: string[] = [];
  vi.stubGlobal('fetch', async (input: Request | string) => {
    // RTK Query sends a Request; the public screens' cache (the menu entries) an address.
    const url = new URL(typeof input === 'string' ? input : input.url, 'http://localhost');
    requested.push(url.pathname);
    return new Response(JSON.stringify(body(url)), { headers: { 'content-type': 'application/json' } });
  });
  return requested;
}

/** Hydrates the server's `html` with `tree` in the document; resolves to the recoverable errors (mismatches). */
export async function hydrateServerHtml(html: string, tree: () => ReactElement): Promise<unknown[]> {
  const container = document.createElement('div');
  container.innerHTML = html;
  document.body.append(container);
  const mismatches: unknown[] = [];
  await act(async () => {
    hydrateRoot(container, tree(), { onRecoverableError: (error) => mismatches.push(error) });
  });
  return mismatches;
}

/** An instant's day as the default date format shows it (dd/MM/yyyy) in this test's time zone, as a browser would. */
export function browserDay(iso: string): string {
  const date = new Date(iso);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(date.getDate())}/${pad(date.getMonth() + 1)}/${date.getFullYear()}`;
}

/** After each test: unmounts, empties the document, forgets the public screens' queries and the stubs. */
export function cleanUpServerRendered(): void {
  cleanup();
  document.body.innerHTML = '';
  resetPortalQueries();
  vi.unstubAllGlobals();
}
