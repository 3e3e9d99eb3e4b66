/**
 * Runs `next start` in PORTAL_WORKERS processes (default: one per CPU core, at most 4) that share one listening
 * port through node:cluster. A Next.js server is one JavaScript thread, and under load it is the portal's limit:
 * a profile of the BFF's getMemberDetails under load had the portal process at 100 % of one core while the other
 * core sat partly idle. The portal keeps no state between requests that workers would have to share (caches only),
 * as a multi-instance deployment needs anyway.
 *
 * Usage: node scripts/portal-cluster.mjs <next bin> start -p <port> [...next start flags]
 * Stops its workers on SIGINT/SIGTERM and exits; if a worker dies otherwise, it stops the rest and exits with
 * that worker's code (scripts/start.ts then stops the stack, as it does when a single portal process dies).
 */
import cluster from 'node:cluster';
import { availableParallelism } from 'node:os';

const [nextBin, ...nextArgs] = process.argv.slice(2);
if (!nextBin) {
  console.error('usage: node scripts/portal-cluster.mjs <next bin> start [flags]');
  process.exit(2);
}

function workerCount(env = process.env, cores = availableParallelism()) {
  const configured = Number.parseInt(env.PORTAL_WORKERS ?? '', 10);
  if (Number.isInteger(configured) && configured >= 1) return Math.min(configured, 32);
  return Math.max(1, Math.min(cores, 4));
}

const cores = availableParallelism();
const workers = workerCount(process.env, cores);

// Each worker first installs the request guard (paths Next cannot decode: portal-request-guard.mjs), and keeps its
// heap near what it uses (below).
cluster.setupPrimary({
  exec: nextBin,
  args: nextArgs,
  execArgv: [
    ...process.execArgv,
    // V8 lets the old generation grow to several times what survived the last full collection before it collects
    // again (its factor adapts to collection speed, up to 4x), and on a machine with memory to spare nothing reins
    // it in: after the bench's load a worker held ~400 MB, of which a forced full GC freed all but ~45 MB of live
    // heap, and an idle worker kept it. Growing by at most 100 % of the live heap kept workers at ~260 MB after the
    // same load with no change in req/s beyond run-to-run noise (50 % cost SSR pages about 8 %). An adaptive factor,
    // not a fixed --max-old-space-size: a worker whose live heap grows is never killed for it.
    '--heap-growing-percent=100',
    // V8 collects with helper threads that run beside the worker's own. With a worker on every core there is no
    // idle core for them: they wait for one while the worker waits for them, so its pauses stretch. With collection
    // on the worker's own thread, getMemberDetails at a steady 550 req/s through two workers on two cores had a p99
    // of 13 and 17 ms (medians of six runs) against 36 and 37 ms with the helpers, at the same saturated req/s
    // (1,230–1,330). Where cores outnumber the workers, the helpers have room.
    ...(workers >= cores ? ['--single-threaded-gc'] : []),
    '--import',
    new URL('./portal-request-guard-preload.mjs', import.meta.url).href,
  ],
});
let stopping = false;

function stopAll(code) {
  if (stopping) return;
  stopping = true;
  const alive = Object.values(cluster.workers ?? {}).filter((worker) => worker && !worker.isDead());
  if (alive.length === 0) process.exit(code);
  let left = alive.length;
  for (const worker of alive) {
    worker.once('exit', () => {
      left -= 1;
      if (left === 0) process.exit(code);
    });
    worker.process.kill('SIGTERM');
  }
  // A worker that ignores SIGTERM must not keep the port.
  setTimeout(() => {
    for (const worker of alive) if (!worker.isDead()) worker.process.kill('SIGKILL');
    process.exit(code);
  }, 10_000).unref();
}

cluster.on('exit', (worker, code, signal) => {
  if (stopping) return;
  console.error(`A portal worker stopped (${signal ?? `exit code ${code}`}); stopping the others.`);
  stopAll(code || 1);
});

process.on('SIGINT', () => stopAll(0));
process.on('SIGTERM', () => stopAll(0));
for (let i = 0; i < workers; i += 1) cluster.fork();
