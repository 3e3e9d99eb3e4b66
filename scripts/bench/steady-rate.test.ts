import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { network } from '../test-setup/no-stray-network';
import { dueInstants, percentile, steadyRateTest } from './steady-rate';

// The load generator's tests are about real connections (kept alive, reset under a request): the network guard's
// interception of node:http would stand between it and them, so it is off here. Every server below is on loopback.
beforeAll(() => network.close());
afterAll(() => network.listen());

describe('dueInstants', () => {
  it('spaces the requests evenly over the seconds', () => {
    expect(dueInstants(4, 1)).toEqual([0, 250, 500, 750]);
    const instants = dueInstants(400, 2);
    expect(instants).toHaveLength(800);
    expect(instants[1]).toBe(2.5);
    expect(instants.at(-1)).toBe(1997.5);
  });
});

describe('percentile', () => {
  it('answers the nearest-rank value', () => {
    const values = Array.from({ length: 100 }, (_, i) => i + 1);
    expect(percentile(values, 0.5)).toBe(50);
    expect(percentile(values, 0.99)).toBe(99);
    expect(percentile([7], 0.99)).toBe(7);
    expect(percentile([], 0.5)).toBe(0);
  });
});

describe('steadyRateTest', () => {
  let server: http.Server | undefined;
  afterEach(() => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())));

  it('sends every due request, counts what is not 2xx, and never sends the second’s requests at once', async () => {
    const arrivals: number[] = [];
    let calls = 0;
    server = http.createServer((req, res) => {
      arrivals.push(performance.now());
      calls += 1;
      res.statusCode = calls % 10 === 0 ? 503 : 200;
      res.end('ok');
    });
    await new Promise<void>((resolve) => server?.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;

    const figures = await steadyRateTest(
      { url: `http://127.0.0.1:${port}/`, headers: {} },
      { rate: 50, seconds: 1, warmupSeconds: 0 },
    );
    expect(figures.requests).toBe(50);
    expect(figures.statusCodes).toEqual({ '503': 5 });
    expect(figures.non2xx).toBe(5);
    expect(figures.errors).toBe(0);
    // Evenly spaced: a burst (all 50 at the start of the second, as a per-second budget sends them) would put them
    // all within a few milliseconds; spaced at 20 ms they span most of the second even on a busy machine.
    expect(arrivals.at(-1)! - arrivals[0]!).toBeGreaterThan(500);
  });

  const listen = async (handler: http.RequestListener) => {
    server = http.createServer(handler);
    await new Promise<void>((resolve) => server?.listen(0, '127.0.0.1', resolve));
    return `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
  };

  it('sends a request again, once, when its reused connection is closed under it, as a browser does', async () => {
    // The server drops the second request on every connection without answering it: the client sees the reused
    // connection reset, and the request's second try goes out on a new connection, whose first request is answered.
    const requestsOn = new WeakMap<object, number>();
    const url = await listen((req, res) => {
      const n = (requestsOn.get(req.socket) ?? 0) + 1;
      requestsOn.set(req.socket, n);
      if (n === 2) req.socket.destroy();
      else res.end('ok');
    });
    const figures = await steadyRateTest({ url, headers: {} }, { rate: 20, seconds: 1, warmupSeconds: 0 });
    expect(figures.errors).toBe(0);
    expect(figures.requests).toBe(20);
    expect(figures.retried).toBeGreaterThan(0);
    expect(figures.errorKinds).toEqual({});
  });

  it('counts every other failure by its kind, without sending it again', async () => {
    let calls = 0;
    const url = await listen((req) => {
      calls += 1;
      req.socket.destroy();
    });
    const figures = await steadyRateTest({ url, headers: {} }, { rate: 10, seconds: 1, warmupSeconds: 0 });
    // Each request reached the server once: a reset on a new connection is not a stale one.
    expect(calls).toBe(10);
    expect(figures.errors).toBe(10);
    expect(figures.retried).toBe(0);
    expect(figures.errorKinds).toEqual({ ECONNRESET: 10 });
  });
});
