/** Command-line parsing for the admin CLI: positionals, `--flag value`, `--flag=value`, repeatable flags. */
export interface ParsedArgs {
  command: string | undefined;
  positionals: string[];
  flags: Map<string, string[]>;
  json: boolean;
  help: boolean;
}

// `all` and `wait`: message:send's switches, which must not swallow the argument after them.
const BOOLEAN_FLAGS = new Set(['json', 'help', 'all', 'wait']);

export class UsageError extends Error {}

export function parseArgs(argv: string[]): ParsedArgs {
  const positionals: string[] = [];
  const flags = new Map<string, string[]>();
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    if (arg === '-h') {
      flags.set('help', ['true']);
      continue;
    }
    if (!arg.startsWith('--')) {
      positionals.push(arg);
      continue;
    }
    const [name, inline] = arg.slice(2).split(/=(.*)/s, 2) as [string, string | undefined];
    if (!name) throw new UsageError(`Unexpected argument "${arg}"`);
    let value = inline;
    if (value === undefined) {
      if (BOOLEAN_FLAGS.has(name)) value = 'true';
      else {
        value = argv[++i];
        if (value === undefined) throw new UsageError(`--${name} needs a value`);
      }
    }
    flags.set(name, [...(flags.get(name) ?? []), value]);
  }
  const [command, ...rest] = positionals;
  return { command, positionals: rest, flags, json: flags.has('json'), help: flags.has('help') };
}

/** `key=value` pairs; a value that is valid JSON (true, 12, {"a":1}, null) is taken as JSON, else as text. */
export function parseAssignments(pairs: string[]): Record<string, unknown> {
  const result: Record<string, unknown> = {};
  for (const pair of pairs) {
    const eq = pair.indexOf('=');
    if (eq <= 0) throw new UsageError(`Expected key=value, got "${pair}"`);
    const key = pair.slice(0, eq);
    const raw = pair.slice(eq + 1);
    let value: unknown = raw;
    try {
      value = JSON.parse(raw);
    } catch {
      // plain text value
    }
    result[key] = value;
  }
  return result;
}

export function oneFlag(args: ParsedArgs, name: string): string | undefined {
  const values = args.flags.get(name);
  if (values && values.length > 1) throw new UsageError(`--${name} may be given once`);
  return values?.[0];
}

export function intFlag(args: ParsedArgs, name: string): number | undefined {
  const value = oneFlag(args, name);
  if (value === undefined) return undefined;
  if (!/^\d+$/.test(value)) throw new UsageError(`--${name} must be a whole number`);
  return Number(value);
}
