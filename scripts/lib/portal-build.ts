/** Whether the portal's production build is older than its sources (used by `npm start` and the bench). */
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { repoRoot } from './stack-config';

export const portalDir = join(repoRoot, 'apps/portal');
export const buildIdFile = join(portalDir, '.next/BUILD_ID');

function newestMtime(path: string): number {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(path)) {
    if (entry === 'node_modules' || entry === '.next') continue;
    newest = Math.max(newest, newestMtime(join(path, entry)));
  }
  return newest;
}

/** True when there is no build, or a portal or contract source is newer than it. */
export function portalNeedsBuild(): boolean {
  if (!existsSync(buildIdFile)) return true;
  const built = statSync(buildIdFile).mtimeMs;
  return [portalDir, join(repoRoot, 'packages/contract/src')].some((dir) => newestMtime(dir) > built);
}
