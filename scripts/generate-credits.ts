/**
 * Writes apps/portal/src/app/credits/credits.json: every package the portal ships (its dependencies and theirs,
 * as installed), with version, licence and author, for the open-source credits page. Runs before `next build`
 * (the portal's build script); reads only package-lock.json and node_modules, never the network.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

interface LockEntry {
  version?: string;
  license?: string;
  dependencies?: Record<string, string>;
  optionalDependencies?: Record<string, string>;
  peerDependencies?: Record<string, string>;
  link?: boolean;
  resolved?: string;
}

export interface Credit {
  name: string;
  version: string;
  license: string;
  author: string | null;
  homepage: string | null;
}

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const portalDir = 'apps/portal';
const output = path.join(root, portalDir, 'src/app/credits/credits.json');

function readJson<T>(file: string): T {
  return JSON.parse(readFileSync(file, 'utf8')) as T;
}

/** Node's lookup: the nearest node_modules/<name> from `from` up to the root. */
function resolveInLock(packages: Record<string, LockEntry>, from: string, name: string): string | null {
  let dir = from;
  for (;;) {
    const candidate = dir ? `${dir}/node_modules/${name}` : `node_modules/${name}`;
    if (packages[candidate]) return candidate;
    if (!dir) return null;
    const parent = dir.lastIndexOf('/node_modules/');
    dir = parent >= 0 ? dir.slice(0, parent) : '';
  }
}

function describe(key: string, entry: LockEntry): Credit {
  const name = key.slice(key.lastIndexOf('node_modules/') + 'node_modules/'.length);
  let author: string | null = null;
  let homepage: string | null = null;
  let license = entry.license ?? null;
  const manifestFile = path.join(root, key, 'package.json');
  if (existsSync(manifestFile)) {
    const manifest = readJson<{ author?: string | { name?: string }; homepage?: string; license?: string }>(
      manifestFile,
    );
    author = typeof manifest.author === 'string' ? manifest.author : (manifest.author?.name ?? null);
    homepage = manifest.homepage ?? null;
    license ??= manifest.license ?? null;
  }
  return { name, version: entry.version ?? '', license: license ?? 'UNKNOWN', author, homepage };
}

export function collectCredits(): Credit[] {
  const lock = readJson<{ packages: Record<string, LockEntry> }>(path.join(root, 'package-lock.json'));
  const { packages } = lock;
  const portal = packages[portalDir] ?? {};
  const seen = new Map<string, Credit>();
  const queue: [from: string, name: string][] = Object.keys(portal.dependencies ?? {}).map((name) => [
    portalDir,
    name,
  ]);
  while (queue.length) {
    const [from, name] = queue.shift() as [string, string];
    const key = resolveInLock(packages, from, name);
    // Optional packages of other platforms are in the lock file but not installed: they are not shipped.
    if (!key || seen.has(key) || !existsSync(path.join(root, key))) continue;
    const entry = packages[key] as LockEntry;
    // Workspace packages (our own code) are links; follow them to their dependencies but do not credit them.
    const target = entry.link && entry.resolved ? entry.resolved : key;
    const resolved = packages[target] ?? entry;
    if (!entry.link) seen.set(key, describe(key, entry));
    else seen.set(key, { name: '', version: '', license: '', author: null, homepage: null });
    for (const dependency of Object.keys({ ...resolved.dependencies, ...resolved.optionalDependencies })) {
      queue.push([target, dependency]);
    }
  }
  const unique = new Map<string, Credit>();
  for (const credit of seen.values()) {
    if (credit.name) unique.set(`${credit.name}@${credit.version}`, credit);
  }
  return [...unique.values()].sort(
    (a, b) => a.name.localeCompare(b.name) || a.version.localeCompare(b.version),
  );
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const credits = collectCredits();
  mkdirSync(path.dirname(output), { recursive: true });
  writeFileSync(output, `${JSON.stringify(credits, null, 2)}\n`);
  console.log(`credits: ${credits.length} packages -> ${path.relative(root, output)}`);
}
