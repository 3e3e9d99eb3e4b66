import { vi } from 'vitest';

/**
 * RTK Query builds a Request from '/api/...'; jsdom gives no base URL for Node's Request to resolve against. This
 * stubs Request so that a relative address resolves against http://localhost (undone by vi.unstubAllGlobals).
 */
export function stubRelativeRequests(): void {
  const NodeRequest = globalThis.Request;
  vi.stubGlobal(
    'Request',
    class extends NodeRequest {
      constructor(input: RequestInfo | URL, init?: RequestInit) {
        super(typeof input === 'string' ? new URL(input, 'http://localhost') : input, init);
      }
    },
  );
}
