/**
 * Businesses as read a moment ago. Nearly every call needs its business (does it exist, which balance types,
 * which mandatory fields, which languages), and reading the row and parsing its settings each time was two of
 * the four database round trips of `GET /v1/member/details`.
 *
 * - Kept per database object, so that two apps on two databases in one process (tests) never share entries, and a
 *   transaction (its own executor object) always reads the row itself.
 * - A change made through this process's business service is seen at once (`forgetBusiness`); a change made
 *   elsewhere (another instance of the API, SQL by hand) within BUSINESS_CACHE_TTL_MS. The portal keeps the
 *   business's configuration for 600 s anyway, so ten seconds here change nothing a member sees.
 * - Only businesses that exist are kept: unknown ids are asked of the database every time and cannot grow the map.
 */
const BUSINESS_CACHE_TTL_MS = 10_000;

interface Entry<T> {
  loadedAt: number;
  /** The business's change count when the read began; a later change makes the entry stale. */
  generation: number;
  value: Promise<T | undefined>;
}

/** Changes per business id made by this process (process-wide: a stray bump only costs one extra read). */
const generations = new Map<string, number>();

/** After a change to a business commits: every cache in this process reads it again. */
export function forgetBusiness(id: string): void {
  generations.set(id, (generations.get(id) ?? 0) + 1);
}

export class BusinessCache<T> {
  private readonly perDatabase = new WeakMap<object, Map<string, Entry<T>>>();

  constructor(
    private readonly ttlMs = BUSINESS_CACHE_TTL_MS,
    private readonly now: () => number = () => performance.now(),
  ) {}

  /** The cached value of business `id` for this database, or what `load` reads (kept only when defined). */
  get(database: object, id: string, load: () => Promise<T | undefined>): Promise<T | undefined> {
    let entries = this.perDatabase.get(database);
    if (!entries) {
      entries = new Map();
      this.perDatabase.set(database, entries);
    }
    const generation = generations.get(id) ?? 0;
    const now = this.now();
    const hit = entries.get(id);
    if (hit && hit.generation === generation && now - hit.loadedAt < this.ttlMs) return hit.value;

    const value = load();
    const entry: Entry<T> = { loadedAt: now, generation, value };
    entries.set(id, entry);
    const drop = () => {
      if (entries.get(id) === entry) entries.delete(id);
    };
    value.then((found) => found === undefined && drop(), drop);
    return value;
  }
}
