/** An error and the causes it wraps (drizzle wraps the driver's error as `cause`), outermost first. */
function* errorChain(error: unknown): Generator<Error & { code?: unknown; constraint?: unknown }> {
  for (let current: unknown = error, depth = 0; current instanceof Error && depth < 10; depth++) {
    yield current;
    current = current.cause;
  }
}

/**
 * The constraint a PostgreSQL unique_violation (23505) names, as both drivers raise it; undefined for any other
 * error.
 */
export function violatedUniqueConstraint(error: unknown): string | undefined {
  for (const { code, constraint } of errorChain(error)) {
    if (code === '23505') return typeof constraint === 'string' ? constraint : '';
  }
  return undefined;
}

/** Whether PostgreSQL broke a deadlock (40P01) by aborting this statement. */
export function isDeadlock(error: unknown): boolean {
  for (const { code } of errorChain(error)) if (code === '40P01') return true;
  return false;
}

/**
 * SQLSTATEs and socket errors of a database that is down, restarting or unreachable: class 08 (connection
 * exception), 57P01–57P03 (shut down by an administrator or a crash, or not accepting connections yet), and the
 * driver's own errors when the connection is refused, reset or cut. Such a request did not happen and may be retried.
 */
const UNAVAILABLE_SQLSTATES = /^(08\d{3}|57P0[123])$/;
const UNAVAILABLE_SOCKET_ERRORS = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT']);
const CONNECTION_LOST = /^Connection terminated|^Client has encountered a connection error/;

export function isDatabaseUnavailable(error: unknown): boolean {
  for (const { code, message } of errorChain(error)) {
    if (typeof code === 'string' && (UNAVAILABLE_SQLSTATES.test(code) || UNAVAILABLE_SOCKET_ERRORS.has(code)))
      return true;
    if (CONNECTION_LOST.test(message)) return true;
  }
  return false;
}
