import type { ParsedArgs } from '../args';
import type { AdminClient } from '../client';

export interface CommandContext {
  args: ParsedArgs;
  client: AdminClient;
  /** Prints the result: JSON with --json, else the human-readable text. */
  print(data: unknown, human: () => string): void;
}

export interface AdminCommand {
  name: string;
  usage: string;
  summary: string;
  run(ctx: CommandContext): Promise<void>;
}
