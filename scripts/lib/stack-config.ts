/**
 * Where the stack runs and with which secrets — shared by `npm start`, the admin CLI, the e2e harness and
 * the benchmarks so that they agree without anyone copying tokens around.
 */
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = fileURLToPath(new URL('../..', import.meta.url));

export interface StackSecrets {
  serviceToken: string;
  adminToken: string;
  nextAuthSecret: string;
}

export function loadDotEnv(): void {
  const file = join(repoRoot, '.env');
  if (existsSync(file)) process.loadEnvFile(file);
}

export function dataDirFromEnv(): string {
  return resolve(repoRoot, process.env.DATA_DIR ?? './data');
}

export function apiUrlFromEnv(): string {
  return process.env.LOYALTY_API_URL ?? `http://127.0.0.1:${process.env.API_PORT ?? '4000'}`;
}

function secretsFile(dataDir: string): string {
  return join(dataDir, 'secrets.json');
}

/**
 * Tokens from the environment when set; otherwise generated once and kept in DATA_DIR/secrets.json
 * (mode 0600), so a demo install needs no configuration and survives restarts with its sessions valid.
 */
export function ensureSecrets(dataDir: string): StackSecrets {
  const file = secretsFile(dataDir);
  const stored: Partial<StackSecrets> = existsSync(file)
    ? (JSON.parse(readFileSync(file, 'utf8')) as Partial<StackSecrets>)
    : {};
  const generate = () => randomBytes(32).toString('base64url');
  const secrets: StackSecrets = {
    serviceToken: process.env.SERVICE_TOKEN ?? stored.serviceToken ?? generate(),
    adminToken: process.env.ADMIN_TOKEN ?? stored.adminToken ?? generate(),
    nextAuthSecret: process.env.NEXTAUTH_SECRET ?? stored.nextAuthSecret ?? generate(),
  };
  const missingFromFile = (Object.keys(secrets) as (keyof StackSecrets)[]).some((k) => !stored[k]);
  if (missingFromFile) {
    mkdirSync(dataDir, { recursive: true });
    writeFileSync(
      file,
      JSON.stringify(
        {
          serviceToken: stored.serviceToken ?? secrets.serviceToken,
          adminToken: stored.adminToken ?? secrets.adminToken,
          nextAuthSecret: stored.nextAuthSecret ?? secrets.nextAuthSecret,
        },
        null,
        2,
      ),
      { mode: 0o600 },
    );
  }
  return secrets;
}

/** The admin token for the CLI: ADMIN_TOKEN, else the one `npm start` generated in DATA_DIR. */
export function adminTokenFromEnv(): string | undefined {
  if (process.env.ADMIN_TOKEN) return process.env.ADMIN_TOKEN;
  const file = secretsFile(dataDirFromEnv());
  if (!existsSync(file)) return undefined;
  return (JSON.parse(readFileSync(file, 'utf8')) as Partial<StackSecrets>).adminToken;
}
