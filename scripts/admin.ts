/** `npm run admin -- <command>`: see scripts/admin/cli.ts. */
import { runCli } from './admin/cli';
import { adminTokenFromEnv, apiUrlFromEnv, loadDotEnv } from './lib/stack-config';

loadDotEnv();
const code = await runCli(
  process.argv.slice(2),
  { apiUrl: apiUrlFromEnv(), adminToken: adminTokenFromEnv() },
  { out: (t) => console.log(t), err: (t) => console.error(t) },
);
process.exit(code);
