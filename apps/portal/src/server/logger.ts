import 'server-only';
import { pino, stdSerializers, type DestinationStream, type Logger as PinoLogger } from 'pino';
import { logLevel, type LogLevel } from '@/env';

/**
 * The portal's logs: pino, as in the loyalty API, so both processes write the same JSON lines (levels, time,
 * bindings, errors) and the same tools read them. Credentials never reach them, even if a header is logged.
 */

export type Logger = PinoLogger;
export type LogFields = Record<string, unknown>;
/** Where lines go instead of stdout/stderr (tests). */
export type LogSink = (line: string) => void;

/** Errors and above to stderr, the rest to stdout. */
function standardStreams(): DestinationStream {
  return pino.multistream(
    [
      { level: 'trace', stream: process.stdout },
      { level: 'error', stream: process.stderr },
    ],
    { dedupe: true },
  );
}

/** `level` defaults to LOG_LEVEL. */
export function createLogger(bindings: LogFields = {}, sink?: LogSink, level?: LogLevel): Logger {
  const destination: DestinationStream = sink ? { write: (line) => sink(line.trimEnd()) } : standardStreams();
  return pino(
    {
      name: 'portal',
      level: level ?? logLevel(),
      base: undefined,
      serializers: { err: stdSerializers.err, error: stdSerializers.err },
      redact: ['headers.authorization', 'headers.cookie', 'cookie', 'authorization'],
    },
    destination,
  ).child(bindings);
}

let root: Logger | undefined;
/** The portal's root logger, made at its first use, so LOG_LEVEL is read then and not at import. */
export function rootLogger(): Logger {
  root ??= createLogger();
  return root;
}
