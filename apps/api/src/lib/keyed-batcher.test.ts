import { describe, expect, it } from 'vitest';
import { KeyedBatcher } from './keyed-batcher';

interface Write {
  key: string;
  value: number;
}

/** A batch run the test finishes by hand, recording every batch it was given. */
function manualRuns() {
  const batches: Write[][] = [];
  const pending: { finish: (answers?: (number | undefined)[]) => void; fail: (e: unknown) => void }[] = [];
  const run = (items: readonly Write[]) =>
    new Promise<readonly (number | undefined)[]>((resolve, reject) => {
      batches.push([...items]);
      pending.push({
        finish: (answers) => resolve(answers ?? items.map((item) => item.value * 10)),
        fail: reject,
      });
    });
  return { batches, pending, run };
}

const flush = () => new Promise((resolve) => setImmediate(resolve));
const write = (key: string, value: number): Write => ({ key, value });

describe('KeyedBatcher', () => {
  it('runs a write at once while a slot is free (a batch of one), and answers it', async () => {
    const { batches, pending, run } = manualRuns();
    const batcher = new KeyedBatcher(run, (w: Write) => w.key, { maxRunning: 2, maxBatch: 10 });
    const answer = batcher.submit(write('a', 1));
    expect(batches).toEqual([[write('a', 1)]]);
    pending[0]!.finish();
    await expect(answer).resolves.toBe(10);
  });

  it('gathers what arrives while every slot is busy into the next batch, oldest first', async () => {
    const { batches, pending, run } = manualRuns();
    const batcher = new KeyedBatcher(run, (w: Write) => w.key, { maxRunning: 1, maxBatch: 10 });
    const first = batcher.submit(write('a', 1));
    const later = ['b', 'c', 'd'].map((key, i) => batcher.submit(write(key, i + 2)));
    expect(batches).toHaveLength(1);
    expect(batcher.waitingCount).toBe(3);
    pending[0]!.finish();
    await first;
    await flush();
    expect(batches[1]).toEqual([write('b', 2), write('c', 3), write('d', 4)]);
    pending[1]!.finish();
    await expect(Promise.all(later)).resolves.toEqual([20, 30, 40]);
    expect(batcher.waitingCount).toBe(0);
  });

  it('never puts two writes of one key in a batch nor runs them at once, and keeps their order', async () => {
    const { batches, pending, run } = manualRuns();
    const batcher = new KeyedBatcher(run, (w: Write) => w.key, { maxRunning: 3, maxBatch: 10 });
    const answers = [
      batcher.submit(write('a', 1)),
      batcher.submit(write('a', 2)),
      batcher.submit(write('b', 3)),
      batcher.submit(write('a', 4)),
    ];
    // 'a' runs; its next write waits for it although slots are free; 'b' does not wait for 'a'.
    expect(batches).toEqual([[write('a', 1)], [write('b', 3)]]);
    pending[0]!.finish();
    await flush();
    expect(batches[2]).toEqual([write('a', 2)]);
    pending[2]!.finish();
    await flush();
    expect(batches[3]).toEqual([write('a', 4)]);
    pending[1]!.finish();
    pending[3]!.finish();
    await expect(Promise.all(answers)).resolves.toEqual([10, 20, 30, 40]);
  });

  it('takes one write per key into a batch and leaves the rest in their places', async () => {
    const { batches, pending, run } = manualRuns();
    const batcher = new KeyedBatcher(run, (w: Write) => w.key, { maxRunning: 1, maxBatch: 10 });
    void batcher.submit(write('x', 0));
    const answers = [
      batcher.submit(write('a', 1)),
      batcher.submit(write('a', 2)),
      batcher.submit(write('b', 3)),
      batcher.submit(write('b', 4)),
      batcher.submit(write('c', 5)),
    ];
    pending[0]!.finish();
    await flush();
    expect(batches[1]).toEqual([write('a', 1), write('b', 3), write('c', 5)]);
    pending[1]!.finish();
    await flush();
    expect(batches[2]).toEqual([write('a', 2), write('b', 4)]);
    pending[2]!.finish();
    await expect(Promise.all(answers)).resolves.toEqual([10, 20, 30, 40, 50]);
  });

  it('keeps a batch to its size', async () => {
    const { batches, pending, run } = manualRuns();
    const batcher = new KeyedBatcher(run, (w: Write) => w.key, { maxRunning: 1, maxBatch: 2 });
    void batcher.submit(write('x', 0));
    for (const key of ['a', 'b', 'c', 'd', 'e']) void batcher.submit(write(key, 1));
    pending[0]!.finish();
    await flush();
    expect(batches.map((batch) => batch.length)).toEqual([1, 2]);
    pending[1]!.finish();
    await flush();
    pending[2]!.finish();
    await flush();
    expect(batches.map((batch) => batch.map((w) => w.key).join(''))).toEqual(['x', 'ab', 'cd', 'e']);
  });

  it('answers undefined for a write the batch did not make', async () => {
    const { pending, run } = manualRuns();
    const batcher = new KeyedBatcher(run, (w: Write) => w.key, { maxRunning: 1, maxBatch: 10 });
    void batcher.submit(write('x', 0));
    const a = batcher.submit(write('a', 1));
    const b = batcher.submit(write('b', 2));
    pending[0]!.finish();
    await flush();
    pending[1]!.finish([undefined, 20]);
    await expect(a).resolves.toBeUndefined();
    await expect(b).resolves.toBe(20);
  });

  it('fails every write of a failed batch with its error, frees their keys and goes on', async () => {
    const { batches, pending, run } = manualRuns();
    const batcher = new KeyedBatcher(run, (w: Write) => w.key, { maxRunning: 1, maxBatch: 10 });
    void batcher.submit(write('x', 0));
    const a = batcher.submit(write('a', 1));
    const b = batcher.submit(write('b', 2));
    const again = batcher.submit(write('a', 3));
    pending[0]!.finish();
    await flush();
    const error = new Error('unique violation');
    pending[1]!.fail(error);
    await expect(a).rejects.toBe(error);
    await expect(b).rejects.toBe(error);
    await flush();
    expect(batches[2]).toEqual([write('a', 3)]);
    pending[2]!.finish();
    await expect(again).resolves.toBe(30);
  });

  it('refuses to be built without a slot', () => {
    const { run } = manualRuns();
    expect(() => new KeyedBatcher(run, (w: Write) => w.key, { maxRunning: 0, maxBatch: 1 })).toThrow();
    expect(() => new KeyedBatcher(run, (w: Write) => w.key, { maxRunning: 1, maxBatch: 0 })).toThrow();
  });
});
