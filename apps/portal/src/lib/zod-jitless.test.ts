import { afterEach, describe, expect, it, vi } from 'vitest';
import { ZOD_JITLESS_SCRIPT } from './zod-jitless';

const globals = globalThis as { __zod_globalConfig?: Record<string, unknown> };

describe('ZOD_JITLESS_SCRIPT', () => {
  afterEach(() => {
    vi.resetModules();
    vi.restoreAllMocks();
  });

  it('makes the zod loaded after it build parsers without ever calling Function', async () => {
    const saved = globals.__zod_globalConfig;
    delete globals.__zod_globalConfig;
    try {
      new Function(ZOD_JITLESS_SCRIPT)();
      vi.resetModules();
      const functionSpy = vi.spyOn(globalThis, 'Function');
      const { z } = await import('zod');
      const { globalConfig } = await import('zod/v4/core');
      expect(globalConfig.jitless).toBe(true);
      const schema = z.object({ name: z.string(), points: z.number() });
      expect(schema.parse({ name: 'Ada', points: 3 })).toEqual({ name: 'Ada', points: 3 });
      expect(schema.safeParse({ name: 1 }).success).toBe(false);
      expect(functionSpy).not.toHaveBeenCalled();
    } finally {
      globals.__zod_globalConfig = saved;
    }
  });

  it('keeps a configuration zod already made, only switching jit off', () => {
    const saved = globals.__zod_globalConfig;
    const existing = { customError: undefined, localeError: 'kept' };
    globals.__zod_globalConfig = existing;
    try {
      new Function(ZOD_JITLESS_SCRIPT)();
      expect(globals.__zod_globalConfig).toBe(existing);
      expect(existing).toMatchObject({ localeError: 'kept', jitless: true });
    } finally {
      globals.__zod_globalConfig = saved;
    }
  });
});
