// For the admin CLI's tests: run a command in-process against a test API and keep what it printed.
import { runCli } from './cli';

export interface CliResult {
  code: number;
  out: string;
  err: string;
}

/** A runner of CLI commands against `api` (read when a command runs, so it may be set in beforeAll). */
export function cliAgainst(api: () => { url: string; adminToken: string }) {
  return async (...argv: string[]): Promise<CliResult> => {
    const out: string[] = [];
    const err: string[] = [];
    const { url, adminToken } = api();
    const code = await runCli(
      argv,
      { apiUrl: url, adminToken },
      { out: (text) => out.push(text), err: (text) => err.push(text) },
    );
    return { code, out: out.join('\n'), err: err.join('\n') };
  };
}
