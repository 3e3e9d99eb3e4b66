import { logLevel, type LogLevel } from '@/env';

/**
 * JSON-lines logger with pino's field names and level numbers, so the portal's and the API's logs can be
 * read by the same tools. A dependency-free version: the portal only needs levels, bindings and errors.
 */
const levelValues: Record<Exclude<LogLevel, 'silent'>, number> = {
  trace: 10,
  debug: 20,
  info: 30,
  warn: 40,
  error: 50,
  fatal: 60,
};

export type LogFields = Record<string, unknown>;
type LogMethod = (fields: LogFields | string, msg?: string) => void;

export interface Logger {
  trace: LogMethod;
  debug: LogMethod;
  info: LogMethod;
  warn: LogMethod;
  error: LogMethod;
  fatal: LogMethod;
  child(bindings: LogFields): Logger;
}

export type LogSink = (line: string, level: number) => void;

const defaultSink: LogSink = (line, level) => {
  if (level >= levelValues.error) process.stderr.write(`${line}\n`);
  else process.stdout.write(`${line}\n`);
};

function serialise(value: unknown): unknown {
  if (value instanceof Error) {
    const status = (value as { status?: unknown }).status;
    const code = (value as { code?: unknown }).code;
    return { type: value.name, message: value.message, status, code, stack: value.stack };
  }
  return value;
}

/** `level` defaults to LOG_LEVEL, read at the first log line rather than at import. */
export function createLogger(
  bindings: LogFields = {},
  sink: LogSink = defaultSink,
  level?: LogLevel,
): Logger {
  let threshold: number | undefined;
  const write =
    (name: keyof typeof levelValues): LogMethod =>
    (fields, msg) => {
      const value = levelValues[name];
      if (threshold === undefined) {
        const resolved = level ?? logLevel();
        threshold = resolved === 'silent' ? Infinity : levelValues[resolved];
      }
      if (value < threshold) return;
      const extra = typeof fields === 'string' ? { msg: fields } : { ...fields, msg };
      const record: LogFields = { level: value, time: Date.now(), name: 'portal', ...bindings };
      for (const [key, field] of Object.entries(extra)) record[key] = serialise(field);
      sink(JSON.stringify(record), value);
    };
  return {
    trace: write('trace'),
    debug: write('debug'),
    info: write('info'),
    warn: write('warn'),
    error: write('error'),
    fatal: write('fatal'),
    child: (more) => createLogger({ ...bindings, ...more }, sink, level),
  };
}

export const logger = createLogger();
