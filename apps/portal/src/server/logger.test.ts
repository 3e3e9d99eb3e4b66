import { describe, expect, it } from 'vitest';
import { createLogger } from './logger';

describe('createLogger', () => {
  it('writes JSON lines with pino level numbers, bindings and serialised errors', () => {
    const lines: string[] = [];
    const log = createLogger({ requestId: 'r1' }, (line) => lines.push(line), 'info').child({
      path: '/api/x',
    });
    log.debug('hidden');
    log.info({ status: 200 }, 'done');
    log.error({ err: new Error('boom') }, 'failed');
    expect(lines).toHaveLength(2);
    expect(JSON.parse(lines[0] ?? '')).toMatchObject({
      level: 30,
      requestId: 'r1',
      path: '/api/x',
      status: 200,
      msg: 'done',
    });
    expect(JSON.parse(lines[1] ?? '')).toMatchObject({
      level: 50,
      msg: 'failed',
      err: { type: 'Error', message: 'boom' },
    });
  });

  it('writes nothing when silent', () => {
    const lines: string[] = [];
    createLogger({}, (line) => lines.push(line), 'silent').fatal('nothing');
    expect(lines).toEqual([]);
  });
});
