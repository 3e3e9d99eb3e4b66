import { parseArgs as parseArgv, type ParseArgsConfig } from 'node:util';

type OptionsConfig = NonNullable<ParseArgsConfig['options']>;

/**
 * Command-line parsing for the admin CLI, on node:util's parseArgs: positionals, `--flag value`, `--flag=value`,
 * repeatable flags. Each command's flags come from its usage line (`--limit N` takes a value, `--json` does not),
 * so a flag a command does not list is refused rather than silently ignored.
 */
export interface ParsedArgs {
  command: string | undefined;
  positionals: string[];
  flags: Map<string, string[]>;
  json: boolean;
  help: boolean;
}

export class UsageError extends Error {}

const NEGATIVE_NUMBER = /^-\d+(\.\d+)?$/;
/** Stands for the minus sign while node:util reads the line (a character no one types). */
const NEGATIVE_MARK = '\u2212';

/** `[--limit N]` and `--member <id>` take a value; `[--json]` and `--all)` do not. */
export function optionsFromUsage(usage: string): OptionsConfig {
  const options: OptionsConfig = {
    json: { type: 'boolean', multiple: true },
    help: { type: 'boolean', short: 'h', multiple: true },
  };
  for (const match of usage.matchAll(/--([a-z][a-z0-9-]*)(\s+(?![-[(|])\S+)?/g)) {
    options[match[1]!] = { type: match[2] ? 'string' : 'boolean', multiple: true };
  }
  return options;
}

/** Parses `argv` for the command it names, whose flags `usageOf` tells (undefined: an unknown command). */
export function parseArgs(
  argv: string[],
  usageOf: (command: string) => string | undefined = () => '',
): ParsedArgs {
  // A negative amount (`points:adjust … credit -2.50`) is a value, not a cluster of short flags.
  const args = argv.map((arg) => (NEGATIVE_NUMBER.test(arg) ? `${NEGATIVE_MARK}${arg.slice(1)}` : arg));
  const restore = (value: string) => (value.startsWith(NEGATIVE_MARK) ? `-${value.slice(1)}` : value);
  const command = args.find((arg) => !arg.startsWith('-'));
  let parsed;
  try {
    parsed = parseArgv({
      args,
      options: optionsFromUsage(command ? (usageOf(command) ?? '') : ''),
      allowPositionals: true,
      strict: true,
    });
  } catch (error) {
    throw new UsageError((error as Error).message.split('. ')[0] ?? String(error));
  }
  const flags = new Map<string, string[]>();
  for (const [name, values] of Object.entries(parsed.values)) {
    flags.set(
      name,
      [values].flat().map((value) => restore(String(value))),
    );
  }
  const [, ...positionals] = parsed.positionals.map(restore);
  return { command, positionals, flags, json: flags.has('json'), help: flags.has('help') };
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

/** "12.50" → 1250 hundredths; at most two decimals. With `signed`, a leading + or - is allowed. */
export function parseAmount(text: string, what: string, signed = false): number {
  const match = (signed ? /^([+-]?)(\d+)(?:\.(\d{1,2}))?$/ : /^()(\d+)(?:\.(\d{1,2}))?$/).exec(text.trim());
  if (!match) throw new UsageError(`${what} must be a number with at most two decimals, e.g. 12.50`);
  const value = Number(match[2]) * 100 + Number((match[3] ?? '').padEnd(2, '0'));
  return match[1] === '-' ? -value : value;
}

/** Hundredths for people: 1250 → "12.50". */
export const formatAmount = (hundredths: number): string =>
  `${hundredths < 0 ? '-' : ''}${Math.floor(Math.abs(hundredths) / 100)}.${String(Math.abs(hundredths) % 100).padStart(2, '0')}`;

export function positionals(args: ParsedArgs, count: number, message: string): string[] {
  if (args.positionals.length !== count) throw new UsageError(message);
  return args.positionals;
}

export function enumFlag<T extends string>(
  args: ParsedArgs,
  name: string,
  values: readonly T[],
): T | undefined {
  const value = oneFlag(args, name);
  if (value === undefined) return undefined;
  if (!(values as readonly string[]).includes(value))
    throw new UsageError(`--${name} must be one of ${values.join(', ')}`);
  return value as T;
}

export function booleanFlag(args: ParsedArgs, name: string): boolean | undefined {
  const value = oneFlag(args, name);
  if (value === undefined) return undefined;
  if (value !== 'true' && value !== 'false') throw new UsageError(`--${name} must be true or false`);
  return value === 'true';
}

/** An ISO date-time, or `none` to clear it. */
export function dateFlag(args: ParsedArgs, name: string): string | null | undefined {
  const value = oneFlag(args, name);
  if (value === undefined) return undefined;
  if (value === 'none') return null;
  const time = Date.parse(value);
  if (Number.isNaN(time))
    throw new UsageError(`--${name} must be a date-time (2026-12-31T23:59:00Z) or none`);
  return new Date(time).toISOString();
}
