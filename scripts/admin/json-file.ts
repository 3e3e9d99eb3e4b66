import { readFileSync } from 'node:fs';
import { UsageError } from './args';

export interface Checkable {
  safeParse(
    data: unknown,
  ): { success: true } | { success: false; error: { issues: { path: PropertyKey[]; message: string }[] } };
}

/** A JSON file's content, checked against a contract schema; a bad file is a usage error naming its problems. */
export function readJsonFile(file: string, schema: Checkable): unknown {
  let data: unknown;
  try {
    data = JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    throw new UsageError(`${file}: ${(error as Error).message}`);
  }
  const parsed = schema.safeParse(data);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.') || '(root)'} ${i.message}`);
    throw new UsageError(`${file}: ${problems.join('; ')}`);
  }
  return data;
}
