/**
 * Retry with exponential back-off. Translation loading retries up to 5 times,
 * starting at 350 ms and doubling (350, 700, 1400, 2800, 5600 ms).
 */
export interface RetryPolicy {
  retries: number;
  initialDelayMs: number;
  factor: number;
}

export const BOOTSTRAP_RETRY_POLICY: RetryPolicy = { retries: 5, initialDelayMs: 350, factor: 2 };

/** The wait before each retry, in order. */
export function retryDelays(policy: RetryPolicy): number[] {
  return Array.from({ length: policy.retries }, (_, i) => policy.initialDelayMs * policy.factor ** i);
}

export interface RetryOptions {
  /** Whether a failure is worth another try (a 404 will not heal). Default: always. */
  shouldRetry?: (error: unknown) => boolean;
  sleep?: (ms: number) => Promise<void>;
}

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export async function withRetry<T>(
  operation: (attempt: number) => Promise<T>,
  policy: RetryPolicy,
  options: RetryOptions = {},
): Promise<T> {
  const delays = retryDelays(policy);
  const sleep = options.sleep ?? wait;
  for (let attempt = 0; ; attempt++) {
    try {
      return await operation(attempt);
    } catch (error) {
      const delay = delays[attempt];
      if (delay === undefined || (options.shouldRetry && !options.shouldRetry(error))) throw error;
      await sleep(delay);
    }
  }
}
