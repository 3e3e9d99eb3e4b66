import { describe, expect, it } from 'vitest';
import { BOOTSTRAP_RETRY_POLICY, retryDelays, withRetry } from './retry';

describe('retry policy', () => {
  it('retries up to 5 times starting at 350 ms, doubling', () => {
    expect(retryDelays(BOOTSTRAP_RETRY_POLICY)).toEqual([350, 700, 1400, 2800, 5600]);
  });

  it('returns the first success and waits the policy delays before each retry', async () => {
    const waits: number[] = [];
    let attempts = 0;
    const result = await withRetry(
      async () => {
        attempts++;
        if (attempts < 3) throw new Error('flaky');
        return 'ok';
      },
      BOOTSTRAP_RETRY_POLICY,
      { sleep: async (ms) => void waits.push(ms) },
    );
    expect(result).toBe('ok');
    expect(waits).toEqual([350, 700]);
  });

  it('gives up after the last retry with the last error', async () => {
    const waits: number[] = [];
    let attempts = 0;
    await expect(
      withRetry(
        async (attempt) => {
          attempts++;
          throw new Error(`failure ${attempt}`);
        },
        BOOTSTRAP_RETRY_POLICY,
        { sleep: async (ms) => void waits.push(ms) },
      ),
    ).rejects.toThrow('failure 5');
    expect(attempts).toBe(6);
    expect(waits).toEqual([350, 700, 1400, 2800, 5600]);
  });

  it('stops at once when a failure is not worth retrying', async () => {
    let attempts = 0;
    await expect(
      withRetry(
        async () => {
          attempts++;
          throw new Error('404');
        },
        BOOTSTRAP_RETRY_POLICY,
        { shouldRetry: () => false, sleep: async () => undefined },
      ),
    ).rejects.toThrow('404');
    expect(attempts).toBe(1);
  });
});
