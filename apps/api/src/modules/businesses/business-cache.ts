/**
 * Businesses as read a moment ago. Nearly every call needs its business (does it exist, which balance types,
 * which mandatory fields, which languages), and reading the row and parsing its settings each time was two of
 * the four database round trips of `GET /v1/member/details`.
 *
 * - Kept per database object, so that two apps on two databases in one process (tests) never share entries, and a
 *   transaction (its own executor object) always reads the row itself.
 * - A change is seen at once: through this process's business service by `forgetBusiness`, through another
 *   instance of the API by the notification that instance sends at commit (business-changes.ts), which calls
 *   `forgetBusiness` here. BUSINESS_CACHE_TTL_MS stays as the bound for what sends none (SQL by hand) and for the
 *   moments the listening connection is down (after it comes back, everything is read again).
 * - Only businesses that exist are kept: unknown ids are asked of the database every time and cannot grow the map.
 */
const BUSINESS_CACHE_TTL_MS = 10_000;

interface Entry<T> {
  loadedAt: number;
  /** The business's change count when the read began; a later change makes the entry stale. */
  generation: string;
  value: Promise<T | undefined>;
}

/** Changes seen per database object: per business id, and `all` for "forget everything". */
interface Changes {
  all: number;
  byId: Map<string, number>;
}
const changes = new WeakMap<object, Changes>();

function changesOf(database: object): Changes {
  let found = changes.get(database);
  if (!found) {
    found = { all: 0, byId: new Map() };
    changes.set(database, found);
  }
  return found;
}

function generationOf(database: object, id: string): string {
  const { all, byId } = changesOf(database);
  return `${all}.${byId.get(id) ?? 0}`;
}

/** After a change to business `id` commits (here or on another instance): every cache of `database` reads it again. */
export function forgetBusiness(database: object, id: string): void {
  const { byId } = changesOf(database);
  byId.set(id, (byId.get(id) ?? 0) + 1);
}

/** Every business of `database` is read again (changes may have been missed while the listener was down). */
export function forgetAllBusinesses(database: object): void {
  changesOf(database).all += 1;
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
    const generation = generationOf(database, id);
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
