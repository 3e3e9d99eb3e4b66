/** Starts and stops scripts/bench/hello-world.ts, the raw node:http ceiling measured in the same run. */
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { repoRoot } from '../lib/stack-config';
import { stopChild } from './child-process';

export interface CeilingServer {
  url: string;
  stop(): Promise<void>;
}

export async function startCeilingServer(): Promise<CeilingServer> {
  const child = spawn(process.execPath, ['--import', 'tsx', join(repoRoot, 'scripts/bench/hello-world.ts')], {
    cwd: repoRoot,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const port = await new Promise<number>((resolve, reject) => {
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const port = Number.parseInt(out, 10);
      if (out.includes('\n') && port > 0) resolve(port);
    });
    child.once('exit', (code) => reject(new Error(`the hello-world server exited (${code})`)));
  });
  return {
    url: `http://127.0.0.1:${port}/`,
    stop: () => stopChild(child),
  };
}
