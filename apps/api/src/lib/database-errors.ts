/**
 * The constraint a PostgreSQL unique_violation (23505) names, as both drivers raise it (drizzle wraps the
 * driver's error as `cause`); undefined for any other error.
 */
export function violatedUniqueConstraint(error: unknown): string | undefined {
  for (let current: unknown = error; current instanceof Error; current = current.cause) {
    const { code, constraint } = current as Error & { code?: unknown; constraint?: unknown };
    if (code === '23505') return typeof constraint === 'string' ? constraint : '';
  }
  return undefined;
}
