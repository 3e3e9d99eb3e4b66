/**
 * The reference deployment on one machine, on loopback: PostgreSQL (a private server this starts, or one given
 * by URL), two loyalty APIs and two portals, each a `start:prod` process, behind HAProxy with the repository's
 * `deploy/haproxy.cfg`. Used by `npm run cluster:local` and by `npm run test:reliability`, which also kills and
 * restarts its parts.
 */
import { execFile, spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { generateVapidKeys } from '../../apps/api/src/modules/push/vapid-keys';
import { repoRoot } from '../lib/stack-config';

export interface ClusterPorts {
  /** Browsers: the portals' load balancer. */
  portal: number;
  /** Portals, the admin CLI and tills: the APIs' load balancer. */
  api: number;
  portals: [number, number];
  apis: [number, number];
  stats: number;
  /** The private PostgreSQL server (when the cluster starts one). */
  postgres: number;
}

/** Ports from one base: portal LB = base, portals base+1 and +2, API LB base+1000, APIs +1001 and +1002. */
export function clusterPorts(base: number): ClusterPorts {
  return {
    portal: base,
    portals: [base + 1, base + 2],
    api: base + 1000,
    apis: [base + 1001, base + 1002],
    stats: base + 1010,
    postgres: base + 2000,
  };
}

export interface ClusterOptions {
  ports: ClusterPorts;
  /** Use this PostgreSQL database (created when missing) instead of starting a private server. */
  databaseUrl?: string;
  /** Where the private server keeps its files; default a fresh temporary directory, removed on stop. */
  stateDir?: string;
  /** Print the processes' output (errors are always printed). */
  verbose?: boolean;
  /** Told each step of the start ("api1 ready"). */
  progress?: (step: string) => void;
}

interface ProcessSlot {
  readonly name: string;
  readonly url: string;
  child: ChildProcess | undefined;
}

export interface LocalCluster {
  ports: ClusterPorts;
  portalUrl: string;
  apiUrl: string;
  databaseUrl: string;
  serviceToken: string;
  adminToken: string;
  nextAuthSecret: string;
  apis: ProcessSlot[];
  portals: ProcessSlot[];
  /** SIGKILL an API (no clean shutdown: what a machine dying looks like). */
  killApi(index: number): void;
  /** Starts an API again in its slot and waits until it is ready. */
  startApi(index: number): Promise<void>;
  /** SIGTERM a portal, wait for its exit, start it again and wait until it is ready. */
  restartPortal(index: number): Promise<void>;
  /** Restarts the private PostgreSQL server (fast shutdown: every connection is cut). */
  restartPostgres(): Promise<void>;
  /** Whether restartPostgres is possible (the cluster owns its server). */
  ownsPostgres: boolean;
  stop(): Promise<void>;
}

const PG_BIN = (() => {
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return undefined;
  const versions = readdirSync(root)
    .filter((v) => existsSync(join(root, v, 'bin', 'pg_ctl')))
    .sort((a, b) => Number(b) - Number(a));
  return versions[0] ? join(root, versions[0], 'bin') : undefined;
})();

/** PostgreSQL refuses to run as root: as root, its tools run as the `postgres` user. */
function pgCommand(tool: string, args: string[]): [string, string[]] {
  if (!PG_BIN) throw new Error('PostgreSQL server binaries not found under /usr/lib/postgresql/*/bin');
  const bin = join(PG_BIN, tool);
  return process.getuid?.() === 0 ? ['runuser', ['-u', 'postgres', '--', bin, ...args]] : [bin, args];
}

/**
 * Runs a PostgreSQL tool without blocking the event loop: the reliability test keeps its load running (and
 * counting the failures) while the server restarts.
 */
function runPg(tool: string, args: string[]): Promise<void> {
  const [command, argv] = pgCommand(tool, args);
  return new Promise((resolve, reject) => {
    execFile(command, argv, { encoding: 'utf8' }, (error, stdout, stderr) => {
      if (error) reject(new Error(`${tool} ${args.join(' ')} failed:\n${stdout}${stderr}`));
      else resolve();
    });
  });
}

async function waitFor(url: string, what: string, child?: ChildProcess, timeoutMs = 120_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child && (child.exitCode !== null || child.signalCode !== null))
      throw new Error(`${what} exited (${child.exitCode ?? child.signalCode}) before it was ready`);
    try {
      // An ordinary timer beside the abort signal: a fetch whose signal never fired must not stall the start.
      let timer: NodeJS.Timeout | undefined;
      const status = await Promise.race([
        fetch(url, { signal: AbortSignal.timeout(2000) }).then(async (res) => {
          await res.arrayBuffer();
          return res.status;
        }),
        new Promise<number>((resolve) => (timer = setTimeout(() => resolve(0), 3000))),
      ]).finally(() => clearTimeout(timer));
      if (status === 200) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`${what} did not answer 200 at ${url} within ${timeoutMs / 1000} s`);
}

async function waitForPostgres(url: string, timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 1000 });
    try {
      await client.connect();
      await client.query('select 1');
      return;
    } catch (error) {
      if (Date.now() > deadline) throw error;
      await new Promise((r) => setTimeout(r, 200));
    } finally {
      await client.end().catch(() => undefined);
    }
  }
}

/** Creates the database of `url` on its server when it does not exist. */
async function ensureDatabase(url: string): Promise<void> {
  const target = new URL(url);
  const name = decodeURIComponent(target.pathname.slice(1));
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`database name "${name}" must be a plain identifier`);
  const server = new URL(url);
  server.pathname = '/postgres';
  const client = new pg.Client({ connectionString: server.toString() });
  await client.connect();
  try {
    const found = await client.query('select 1 from pg_database where datname = $1', [name]);
    if (found.rowCount === 0) await client.query(`create database ${name}`);
  } finally {
    await client.end();
  }
}

interface PrivatePostgres {
  url: string;
  restart(): Promise<void>;
  stop(): Promise<void>;
}

/** A PostgreSQL server of its own in `dir` on 127.0.0.1:`port` (trust authentication, loopback only). */
async function startPrivatePostgres(dir: string, port: number): Promise<PrivatePostgres> {
  const dataDir = join(dir, 'pgdata');
  const log = join(dir, 'postgres.log');
  if (process.getuid?.() === 0) spawnSync('chown', ['-R', 'postgres:postgres', dir]);
  if (!existsSync(join(dataDir, 'PG_VERSION'))) {
    await runPg('initdb', ['-D', dataDir, '-U', 'postgres', '--auth=trust', '--no-sync', '-E', 'UTF8']);
  }
  const options = `-p ${port} -c listen_addresses=127.0.0.1 -k ${dir} -c fsync=on -c max_connections=200`;
  const start = () => runPg('pg_ctl', ['-D', dataDir, '-l', log, '-o', options, '-w', 'start']);
  const stop = () => runPg('pg_ctl', ['-D', dataDir, '-m', 'fast', '-w', 'stop']);
  await start();
  const url = `postgres://postgres@127.0.0.1:${port}/loyalty_cluster`;
  await waitForPostgres(url.replace(/\/loyalty_cluster$/, '/postgres'));
  return {
    url,
    async restart() {
      await stop();
      await start();
      await waitForPostgres(url);
    },
    stop: () => stop().catch(() => undefined),
  };
}

function spawnProcess(
  role: 'api' | 'portal',
  env: NodeJS.ProcessEnv,
  name: string,
  verbose: boolean,
): ChildProcess {
  const child = spawn(process.execPath, ['--import', 'tsx', join(repoRoot, 'scripts/start-prod.ts'), role], {
    cwd: repoRoot,
    env: { ...process.env, ...env },
    stdio: ['ignore', verbose ? 'inherit' : 'ignore', verbose ? 'inherit' : 'pipe'],
  });
  // Quiet by default: the last lines are kept and printed only when the process fails on its own.
  const tail: string[] = [];
  child.stderr?.on('data', (chunk: Buffer) => {
    tail.push(chunk.toString());
    if (tail.length > 20) tail.shift();
  });
  child.on('exit', (code, signal) => {
    if (signal || code === 0) return;
    process.stderr.write(`[${name}] exited with code ${code}:\n${tail.join('').slice(-4000)}\n`);
  });
  return child;
}

async function stopChild(child: ChildProcess | undefined, signal: NodeJS.Signals = 'SIGTERM'): Promise<void> {
  if (!child || child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill(signal);
  const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
  await exited;
  clearTimeout(timer);
}

export async function startLocalCluster(options: ClusterOptions): Promise<LocalCluster> {
  const { ports } = options;
  const verbose = options.verbose ?? false;
  const progress = options.progress ?? (() => undefined);
  if (!existsSync(join(repoRoot, 'apps/portal/.next/BUILD_ID'))) {
    throw new Error('The portal is not built: run `npm run build` first (the cluster starts what is built).');
  }
  const stateDir = options.stateDir ?? mkdtempSync(join(tmpdir(), 'loyalty-cluster-'));
  mkdirSync(stateDir, { recursive: true });
  chmodSync(stateDir, 0o755);
  const ownState = !options.stateDir;

  let postgres: PrivatePostgres | undefined;
  let haproxy: ChildProcess | undefined;
  const apis: ProcessSlot[] = ports.apis.map((port, i) => ({
    name: `api${i + 1}`,
    url: `http://127.0.0.1:${port}`,
    child: undefined,
  }));
  const portals: ProcessSlot[] = ports.portals.map((port, i) => ({
    name: `portal${i + 1}`,
    url: `http://127.0.0.1:${port}`,
    child: undefined,
  }));

  const stop = async () => {
    await Promise.all(portals.map((slot) => stopChild(slot.child)));
    await Promise.all(apis.map((slot) => stopChild(slot.child)));
    await stopChild(haproxy);
    await postgres?.stop();
    if (ownState) rmSync(stateDir, { recursive: true, force: true });
  };

  try {
    let databaseUrl = options.databaseUrl;
    if (!databaseUrl) {
      postgres = await startPrivatePostgres(stateDir, ports.postgres);
      databaseUrl = postgres.url;
      progress(`private PostgreSQL server on port ${ports.postgres}`);
    }
    await ensureDatabase(databaseUrl);

    // One set of secrets for the whole cluster: what a deployment keeps in its secret store.
    const secret = () => randomBytes(32).toString('base64url');
    const vapid = generateVapidKeys();
    const serviceToken = secret();
    const adminToken = secret();
    const nextAuthSecret = secret();
    const portalUrl = `http://localhost:${ports.portal}`;
    const apiUrl = `http://127.0.0.1:${ports.api}`;

    const apiEnv = (index: number): NodeJS.ProcessEnv => ({
      API_HOST: '127.0.0.1',
      API_PORT: String(ports.apis[index]),
      DATABASE_URL: databaseUrl,
      SERVICE_TOKEN: serviceToken,
      ADMIN_TOKEN: adminToken,
      VAPID_PUBLIC_KEY: vapid.publicKey,
      VAPID_PRIVATE_KEY: vapid.privateKey,
      TRUST_PROXY: '127.0.0.1',
      LOG_LEVEL: verbose ? 'info' : 'error',
      LOYALTY_DEMO: '0',
      LOYALTY_DEV_OUTBOX: '0',
    });
    const portalEnv = (index: number): NodeJS.ProcessEnv => ({
      HOST: '127.0.0.1',
      PORT: String(ports.portals[index]),
      PORTAL_WORKERS: '1',
      LOYALTY_API_URL: apiUrl,
      SERVICE_TOKEN: serviceToken,
      NEXTAUTH_SECRET: nextAuthSecret,
      NEXTAUTH_URL: portalUrl,
      LOG_LEVEL: verbose ? 'info' : 'error',
      LOYALTY_DEMO: '0',
      LOYALTY_DEV_OUTBOX: '0',
    });

    const startApi = async (index: number) => {
      const slot = apis[index]!;
      slot.child = spawnProcess('api', apiEnv(index), slot.name, verbose);
      await waitFor(`${slot.url}/readyz`, slot.name, slot.child);
      progress(`${slot.name} ready at ${slot.url}`);
    };
    const startPortal = async (index: number) => {
      const slot = portals[index]!;
      slot.child = spawnProcess('portal', portalEnv(index), slot.name, verbose);
      await waitFor(`${slot.url}/readyz`, slot.name, slot.child);
      progress(`${slot.name} ready at ${slot.url}`);
    };

    // The first API migrates; the second starts once it is ready (both at once is safe too: the migration lock).
    await startApi(0);
    await startApi(1);

    haproxy = spawn('haproxy', ['-f', join(repoRoot, 'deploy/haproxy.cfg'), '-db'], {
      env: {
        ...process.env,
        PORTAL_FRONT: `127.0.0.1:${ports.portal}`,
        API_FRONT: `127.0.0.1:${ports.api}`,
        STATS_FRONT: `127.0.0.1:${ports.stats}`,
        PORTAL1: `127.0.0.1:${ports.portals[0]}`,
        PORTAL2: `127.0.0.1:${ports.portals[1]}`,
        API1: `127.0.0.1:${ports.apis[0]}`,
        API2: `127.0.0.1:${ports.apis[1]}`,
      },
      stdio: ['ignore', verbose ? 'inherit' : 'ignore', verbose ? 'inherit' : 'ignore'],
    });
    await waitFor(`${apiUrl}/readyz`, 'HAProxy (API side)', haproxy);
    progress(`HAProxy balancing the APIs at ${apiUrl}`);
    await Promise.all([startPortal(0), startPortal(1)]);
    await waitFor(`http://127.0.0.1:${ports.portal}/readyz`, 'HAProxy (portal side)', haproxy);
    progress(`HAProxy balancing the portals at ${portalUrl}`);

    return {
      ports,
      portalUrl,
      apiUrl,
      databaseUrl,
      serviceToken,
      adminToken,
      nextAuthSecret,
      apis,
      portals,
      ownsPostgres: postgres !== undefined,
      killApi(index) {
        apis[index]?.child?.kill('SIGKILL');
      },
      startApi,
      async restartPortal(index) {
        await stopChild(portals[index]?.child);
        await startPortal(index);
      },
      async restartPostgres() {
        if (!postgres) throw new Error('the cluster does not own its PostgreSQL server');
        await postgres.restart();
      },
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}
