/**
 * Makes sure the portal's production build is current before anything is timed, so that start-up figures
 * never include a build. Same rule as scripts/start.ts (lib/portal-build.ts). Before building it waits for other `next build`/`next start`
 * processes of this working tree (other engineers' test runs): two builds writing one .next corrupt it, and
 * a rebuild pulls the files away from a running server.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { buildIdFile, portalDir, portalNeedsBuild } from '../lib/portal-build';
import { repoRoot } from '../lib/stack-config';
import { listProcesses } from './processes';

export function currentBuildId(): string | undefined {
  return existsSync(buildIdFile) ? readFileSync(buildIdFile, 'utf8').trim() : undefined;
}

/**
 * `next build` and `next start` processes working on this portal (e.g. a concurrent `npm test` or someone's
 * `npm start`): a build must not rewrite .next under them, nor run twice at once.
 */
function portalProcessesOfThisTree(): { pid: number; orphan: boolean }[] {
  const portalInode = statSync(portalDir).ino;
  return listProcesses()
    .filter((p) => /\bnext(\/dist\/bin\/next)? (build|start)\b|^next-server\b/.test(p.command))
    .filter((p) => {
      try {
        return statSync(`/proc/${p.pid}/cwd`).ino === portalInode;
      } catch {
        return false;
      }
    })
    .map((p) => ({ pid: p.pid, orphan: p.ppid === 1 }));
}

/**
 * Waits until no one else uses .next. A next server whose `npm start` is gone (adopted by init) was leaked
 * by an interrupted run and would block forever: it is named in a warning and not waited for.
 */
async function waitForOtherPortalProcesses(warnings: string[], timeoutMs = 15 * 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let announced = false;
  for (;;) {
    const found = portalProcessesOfThisTree();
    const orphans = found.filter((p) => p.orphan).map((p) => p.pid);
    const pids = found.filter((p) => !p.orphan).map((p) => p.pid);
    if (pids.length === 0) {
      if (orphans.length > 0) {
        warnings.push(
          `a next server whose npm start is gone (pid ${orphans.join(', ')}, leaked by an earlier run) uses apps/portal/.next: stop it`,
        );
      }
      return;
    }
    if (Date.now() > deadline) {
      throw new Error(
        `the portal needs a build, but next (pid ${pids.join(', ')}) still uses apps/portal/.next`,
      );
    }
    if (!announced) {
      console.log(
        `The portal needs a build; waiting for next (pid ${pids.join(', ')}) to stop using apps/portal/.next…`,
      );
    }
    announced = true;
    await new Promise((r) => setTimeout(r, 2000));
  }
}

export interface BuildInfo {
  buildId: string | undefined;
  warnings: string[];
  /** Seconds the build took when the bench had to build; undefined when the build was current. */
  builtSeconds: number | undefined;
}

export async function ensurePortalBuilt(): Promise<BuildInfo> {
  const warnings: string[] = [];
  if (!portalNeedsBuild()) return { buildId: currentBuildId(), builtSeconds: undefined, warnings };
  await waitForOtherPortalProcesses(warnings);
  // Someone else's build may have finished meanwhile.
  if (!portalNeedsBuild()) return { buildId: currentBuildId(), builtSeconds: undefined, warnings };
  console.log('Building the portal (sources changed since the last build)…');
  const started = Date.now();
  const build = spawnSync('npm', ['run', 'build', '-w', '@loyalty/portal'], {
    cwd: repoRoot,
    stdio: 'inherit',
  });
  if (build.status !== 0) {
    throw new Error(
      `next build failed (exit code ${build.status ?? build.signal}, output above): the bench measures a built portal`,
    );
  }
  return { buildId: currentBuildId(), builtSeconds: (Date.now() - started) / 1000, warnings };
}
