import { createServer, request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it, vi } from 'vitest';

/** The unit and BFF layers' network guard (no-stray-network.ts, loaded as their setup file). */
describe('network guard', () => {
  it('fails a fetch to anything but loopback', async () => {
    const printed = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await expect(fetch('https://registry.example.com/some/package')).rejects.toThrow();
    expect(printed.mock.calls.flat().join(' ')).toContain('registry.example.com');
    printed.mockRestore();
  });

  it('fails a node:http request to anything but loopback', async () => {
    const printed = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const failure = await new Promise<Error | null>((resolve) => {
      const outgoing = request('http://api.example.com/v1/configuration', (response) => {
        response.resume();
        resolve(
          response.statusCode && response.statusCode >= 500 ? new Error(`${response.statusCode}`) : null,
        );
      });
      outgoing.on('error', resolve);
      outgoing.end();
    });
    expect(failure).toBeInstanceOf(Error);
    printed.mockRestore();
  });

  it('lets requests to this machine through', async () => {
    const server = createServer((_req, res) => res.end('here'));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    expect(await (await fetch(`http://127.0.0.1:${port}/`)).text()).toBe('here');
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });
});
