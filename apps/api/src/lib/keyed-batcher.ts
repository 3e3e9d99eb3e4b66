/**
 * Runs many small writes as few statements: what callers submit while every run slot is busy waits, and the next
 * free slot takes it with everything else waiting, as one batch. A write submitted while a slot is free runs at
 * once (a batch of one), so a quiet server adds no wait; a busy one pays one statement's overhead (planning,
 * executor start-up, round trip, commit) per batch instead of per write.
 *
 * Writes of one key (a member) never share a batch and never run at the same time, and run in the order they
 * were submitted: a batch's rows are then independent of each other, and no two running batches wait on each
 * other's row locks for the same key.
 */
export interface KeyedBatcherOptions {
  /** Batches running at once (each holds a database connection while it runs). */
  maxRunning: number;
  /** Writes in one batch at most. */
  maxBatch: number;
}

/**
 * Runs one batch: an answer per item, in the items' order (undefined where the batch did not make that write). A
 * throw fails every item of the batch with that error.
 */
export type BatchRun<T, R> = (items: readonly T[]) => Promise<readonly (R | undefined)[]>;

interface Waiting<T, R> {
  item: T;
  key: string;
  resolve: (result: R | undefined) => void;
  reject: (error: unknown) => void;
}

export class KeyedBatcher<T, R> {
  private readonly waiting: Waiting<T, R>[] = [];
  /** Keys with a write in a running batch. */
  private readonly busy = new Set<string>();
  private running = 0;

  constructor(
    private readonly run: BatchRun<T, R>,
    private readonly keyOf: (item: T) => string,
    private readonly options: KeyedBatcherOptions,
  ) {
    if (options.maxRunning < 1 || options.maxBatch < 1) throw new Error('a batcher needs at least one slot');
  }

  submit(item: T): Promise<R | undefined> {
    return new Promise<R | undefined>((resolve, reject) => {
      this.waiting.push({ item, key: this.keyOf(item), resolve, reject });
      this.startBatches();
    });
  }

  /** Writes waiting for a slot or for their key (for tests and diagnostics). */
  get waitingCount(): number {
    return this.waiting.length;
  }

  private startBatches(): void {
    while (this.running < this.options.maxRunning) {
      const batch = this.takeBatch();
      if (batch.length === 0) return;
      void this.runBatch(batch);
    }
  }

  /** The oldest waiting write of each key that is not busy, oldest first, up to a batch. */
  private takeBatch(): Waiting<T, R>[] {
    const batch: Waiting<T, R>[] = [];
    const taken = new Set<string>();
    for (let i = 0; i < this.waiting.length && batch.length < this.options.maxBatch;) {
      const entry = this.waiting[i] as Waiting<T, R>;
      if (this.busy.has(entry.key) || taken.has(entry.key)) {
        // Keeps its place: a later write of the same key must not overtake it.
        i += 1;
        continue;
      }
      taken.add(entry.key);
      batch.push(entry);
      this.waiting.splice(i, 1);
    }
    for (const entry of batch) this.busy.add(entry.key);
    return batch;
  }

  private async runBatch(batch: Waiting<T, R>[]): Promise<void> {
    this.running += 1;
    try {
      const results = await this.run(batch.map((entry) => entry.item));
      batch.forEach((entry, i) => entry.resolve(results[i]));
    } catch (error) {
      for (const entry of batch) entry.reject(error);
    } finally {
      this.running -= 1;
      for (const entry of batch) this.busy.delete(entry.key);
      this.startBatches();
    }
  }
}
