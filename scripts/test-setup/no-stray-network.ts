/**
 * Vitest setup of the unit and BFF layers: a request to anything but this machine's loopback (where the tests'
 * own stand-in servers and the real test API listen) fails the request and prints what was asked, so a test can
 * never pass by reaching the network, nor depend on it.
 */
import { setupServer } from 'msw/node';
import { afterAll, beforeAll } from 'vitest';

const LOOPBACK = new Set(['127.0.0.1', 'localhost', '[::1]', '::1']);

export const network = setupServer();

beforeAll(() => {
  network.listen({
    onUnhandledRequest(request, print) {
      if (LOOPBACK.has(new URL(request.url).hostname)) return;
      print.error();
    },
  });
});

afterAll(() => network.close());
