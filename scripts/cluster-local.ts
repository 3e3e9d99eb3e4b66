/**
 * `npm run cluster:local`: the reference deployment on this machine, on loopback — PostgreSQL, two loyalty
 * APIs and two portals (each one `start:prod` process) behind HAProxy (`deploy/haproxy.cfg`), which checks
 * /healthz and /readyz of every process each second. Ctrl-C stops everything (and removes the private server).
 *
 * Flags:
 *   --database-url <url>  use this PostgreSQL database (created when missing), e.g. the machine's server:
 *                         postgres://postgres@127.0.0.1:5432/loyalty_cluster; default: start a private
 *                         server (initdb into a temporary directory) on base port + 2000
 *   --base-port <n>       portal load balancer on n (portals n+1, n+2), API load balancer on n+1000
 *                         (APIs n+1001, n+1002), HAProxy status on n+1010; default 3100
 *   --verbose             print every process's output
 * The portal must be built first (`npm run build`): like production, the cluster builds nothing.
 */
import { parseArgs } from 'node:util';
import { clusterPorts, startLocalCluster } from './cluster/local-cluster';

const { values: args } = parseArgs({
  options: {
    'database-url': { type: 'string' },
    'base-port': { type: 'string', default: '3100' },
    verbose: { type: 'boolean', default: false },
  },
});

const ports = clusterPorts(Number.parseInt(args['base-port'] ?? '3100', 10));
console.log('Starting the local cluster (PostgreSQL, 2 APIs, 2 portals, HAProxy)…');
const cluster = await startLocalCluster({
  ports,
  databaseUrl: args['database-url'],
  verbose: args.verbose,
});

console.log(
  [
    '',
    'The local cluster is running.',
    `  Portal (load balancer):  ${cluster.portalUrl}   → ${cluster.portals.map((p) => p.url).join(', ')}`,
    `  API (load balancer):     ${cluster.apiUrl}   → ${cluster.apis.map((a) => a.url).join(', ')}`,
    `  HAProxy status:          http://127.0.0.1:${ports.stats}/stats`,
    `  PostgreSQL:              ${cluster.databaseUrl}${cluster.ownsPostgres ? ' (private server)' : ''}`,
    '',
    'No business exists yet (production seeds no demo). Create one for this host with the admin CLI:',
    `  export LOYALTY_API_URL=${cluster.apiUrl} ADMIN_TOKEN=${cluster.adminToken}`,
    '  npm run admin -- business:create acme "Acme Coffee" --host localhost',
    'Press Ctrl-C to stop.',
    '',
  ].join('\n'),
);

let stopping = false;
const stop = () => {
  if (stopping) return;
  stopping = true;
  console.log('Stopping the local cluster…');
  cluster.stop().then(
    () => process.exit(0),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
