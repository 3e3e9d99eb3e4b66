import type { altchaChallengeSchema } from '@loyalty/contract';
import type { z } from 'zod';
import { CAPTCHA_CHALLENGE_URL } from '../api/get-captcha-config';
import { solvePow, type PowParameters, type PowSolution } from './altcha-pow';

/**
 * ALTCHA proof of work, solved in the background: the challenge is fetched and solved in a Web Worker as soon
 * as a page with a captcha opens, so the member never waits for it unless they submit within the first second,
 * and the page's main thread never runs the hashing. Each answer is single use, so a new one is solved as soon
 * as one is taken, and an answer whose challenge is about to expire is solved again. The answer is the payload
 * the API verifies (altcha 3.x's format): base64 of `{ challenge: { parameters, signature }, solution }`.
 *
 * No ALTCHA widget: its user interface is not shown (the proof of work is invisible), and its code (≈170 kB, a
 * Svelte web component) cost the page a long task while it started.
 */
export interface AltchaSolver {
  /** A solved payload for one request. */
  take(): Promise<string>;
  dispose(): void;
}

/** Above the API's secret counter (at most 30,000): a challenge not solved by then is not ours to solve. */
const MAX_COUNTER = 1_000_000;
/** An answer must reach the API before its challenge expires: one expiring sooner than this is solved anew. */
const EXPIRY_MARGIN_MS = 30_000;

interface Prepared {
  payload: Promise<string>;
  /** When the challenge expires (ms), once known. */
  expiresAt?: number;
}

/** Runs `solvePow` in a worker built from its own source; on the main thread where workers are unavailable. */
function solveOffThread(parameters: PowParameters): Promise<PowSolution | null> {
  let worker: Worker;
  try {
    const source = `const solvePow = ${solvePow.toString()};
self.onmessage = (event) => solvePow(event.data.parameters, event.data.maxCounter).then(
  (solution) => self.postMessage({ solution }),
  (error) => self.postMessage({ error: String(error) }),
);`;
    const url = URL.createObjectURL(new Blob([source], { type: 'text/javascript' }));
    worker = new Worker(url);
    URL.revokeObjectURL(url);
  } catch {
    return solvePow(parameters, MAX_COUNTER);
  }
  return new Promise<PowSolution | null>((resolve, reject) => {
    worker.onmessage = (event: MessageEvent<{ solution?: PowSolution | null; error?: string }>) => {
      worker.terminate();
      if (event.data.error !== undefined) reject(new Error(event.data.error));
      else resolve(event.data.solution ?? null);
    };
    // A worker that cannot run (a content policy, an old browser): the same work on this thread.
    worker.onerror = (event) => {
      event.preventDefault();
      worker.terminate();
      solvePow(parameters, MAX_COUNTER).then(resolve, reject);
    };
    worker.postMessage({ parameters, maxCounter: MAX_COUNTER });
  });
}

type AltchaChallenge = z.infer<typeof altchaChallengeSchema>;

async function fetchChallenge(): Promise<AltchaChallenge> {
  const response = await fetch(CAPTCHA_CHALLENGE_URL, { credentials: 'same-origin' });
  if (!response.ok) throw new Error(`ALTCHA challenge: ${response.status}`);
  return (await response.json()) as AltchaChallenge;
}

export function createAltchaSolver(): AltchaSolver {
  let disposed = false;
  let next: Prepared | null = null;

  const solve = (): Prepared => {
    const prepared: Prepared = { payload: Promise.resolve('') };
    prepared.payload = (async () => {
      const challenge = await fetchChallenge();
      if (challenge.parameters.expiresAt !== undefined)
        prepared.expiresAt = challenge.parameters.expiresAt * 1000;
      const solution = await solveOffThread(challenge.parameters);
      if (!solution) throw new Error('ALTCHA could not solve the challenge');
      const { parameters, signature } = challenge;
      return btoa(JSON.stringify({ challenge: { parameters, signature }, solution }));
    })();
    // A failure is reported to whoever takes this answer; until then it must not be unhandled.
    prepared.payload.catch(() => undefined);
    return prepared;
  };

  const fresh = (prepared: Prepared) =>
    prepared.expiresAt === undefined || prepared.expiresAt - Date.now() > EXPIRY_MARGIN_MS;

  next = solve();
  return {
    async take() {
      if (disposed) throw new Error('ALTCHA solver disposed');
      const current = next && fresh(next) ? next : solve();
      next = null;
      try {
        return await current.payload;
      } finally {
        if (!disposed) next = solve();
      }
    },
    dispose() {
      disposed = true;
      next = null;
    },
  };
}
