import { createChallenge, verifySolution } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { describe, expect, it } from 'vitest';
import { solvePow } from './altcha-pow';

const secrets = { hmacSignatureSecret: 'signature-secret', hmacKeySignatureSecret: 'key-signature-secret' };

/** A challenge as the API makes it (apps/api/src/modules/captcha/altcha.ts), with a chosen secret counter. */
const challengeAt = (counter: number, algorithm = 'SHA-256', cost = 1) =>
  createChallenge({ algorithm, cost, counter, deriveKey, ...secrets });

describe('solvePow', () => {
  it('finds the secret counter of an altcha-lib challenge, and altcha-lib verifies the answer', async () => {
    for (const counter of [0, 1, 257, 12_345]) {
      const challenge = await challengeAt(counter);
      const solution = await solvePow(challenge.parameters, 100_000);
      expect(solution).not.toBeNull();
      // The first matching counter: the secret one, or (rarely) an earlier one whose key shares the prefix.
      expect(solution!.counter).toBeLessThanOrEqual(counter);
      const result = await verifySolution({ challenge, solution: solution!, deriveKey, ...secrets });
      expect(result.verified).toBe(true);
    }
  });

  it('hashes `cost` times over and honours other SHA algorithms', async () => {
    const challenge = await challengeAt(321, 'SHA-512', 3);
    const solution = await solvePow(challenge.parameters, 10_000);
    expect(solution).not.toBeNull();
    expect((await verifySolution({ challenge, solution: solution!, deriveKey, ...secrets })).verified).toBe(
      true,
    );
  });

  it('gives up (null) when no counter up to the limit matches', async () => {
    const challenge = await challengeAt(5_000);
    const solution = await solvePow({ ...challenge.parameters, keyPrefix: 'f'.repeat(16) }, 200);
    expect(solution).toBeNull();
  });

  it('is self-contained, so that a worker can run it from its source text', async () => {
    const challenge = await challengeAt(42);
    // The worker evaluates exactly this text, with nothing of this module in scope.
    const rebuilt = new Function(`return (${solvePow.toString()});`)() as typeof solvePow;
    const solution = await rebuilt(challenge.parameters, 1_000);
    expect((await verifySolution({ challenge, solution: solution!, deriveKey, ...secrets })).verified).toBe(
      true,
    );
  });
});
