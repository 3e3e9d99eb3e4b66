/**
 * The admin CLI: operate a business through the running loyalty API's admin endpoints.
 * Exit codes: 0 done, 1 the API refused or failed, 2 bad arguments (usage printed).
 */
import { UsageError, parseArgs } from './args';
import { ApiCallError, createAdminClient } from './client';
import { apiKeyCommands } from './commands/api-keys';
import { businessCommands } from './commands/business';
import { memberCommands } from './commands/member';
import { ledgerCommands } from './commands/ledger';
import { messageCommands } from './commands/messages';
import { campaignCommands } from './commands/campaigns';
import { walletCommands } from './commands/wallet';
import { subscriptionCommands } from './commands/subscriptions';
import { formCommands } from './commands/forms';
import type { AdminCommand } from './commands/types';

const commands: AdminCommand[] = [
  ...businessCommands,
  ...apiKeyCommands,
  ...memberCommands,
  ...ledgerCommands,
  ...messageCommands,
  ...campaignCommands,
  ...walletCommands,
  ...subscriptionCommands,
  ...formCommands,
];

function usage(): string {
  const width = Math.max(...commands.map((c) => c.usage.length));
  return [
    'Usage: npm run admin -- <command> [arguments] [--json]',
    '',
    'Commands:',
    ...commands.map((c) => `  ${c.usage.padEnd(width)}  ${c.summary}`),
    '',
    'Environment: LOYALTY_API_URL (default http://127.0.0.1:$API_PORT), ADMIN_TOKEN (default: the token',
    'npm start generated in $DATA_DIR/secrets.json).',
  ].join('\n');
}

export interface CliIo {
  out(text: string): void;
  err(text: string): void;
}

export async function runCli(
  argv: string[],
  env: { apiUrl: string; adminToken: string | undefined },
  io: CliIo,
): Promise<number> {
  try {
    const args = parseArgs(argv, (name) => commands.find((c) => c.name === name)?.usage);
    if (args.help || !args.command) {
      io.out(usage());
      return args.help ? 0 : 2;
    }
    const command = commands.find((c) => c.name === args.command);
    if (!command) throw new UsageError(`Unknown command "${args.command}"`);
    if (!env.adminToken) {
      io.err(
        'No admin token: set ADMIN_TOKEN, or start the stack once with npm start (it creates one in DATA_DIR).',
      );
      return 1;
    }
    const client = createAdminClient(env.apiUrl, env.adminToken);
    await command.run({
      args,
      client,
      print: (data, human) => io.out(args.json ? JSON.stringify(data, null, 2) : human()),
    });
    return 0;
  } catch (error) {
    if (error instanceof UsageError) {
      io.err(`${error.message}\n\n${usage()}`);
      return 2;
    }
    if (error instanceof ApiCallError) {
      const details = error.issues.map((i) => `\n  ${i.path}: ${i.message}`).join('');
      io.err(`Error${error.status ? ` ${error.status}` : ''}: ${error.message}${details}`);
      return 1;
    }
    throw error;
  }
}
