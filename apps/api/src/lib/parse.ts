import type { z } from 'zod';
import { validationFailed } from './http-error';

/** Validates request input with a contract schema; a failure becomes a 400 listing every failing field. */
export function parse<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  throw validationFailed(
    result.error.issues.map((issue) => ({ path: issue.path.map(String).join('.'), message: issue.message })),
  );
}
