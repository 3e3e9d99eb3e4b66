import { spawnSync } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * The boundary rules (.dependency-cruiser.cjs) catch what they promise: probe files that break each rule are
 * written into the tree, cruised, and removed again.
 */
const root = fileURLToPath(new URL('..', import.meta.url));
const probes: Record<string, string> = {
  'apps/portal/src/features/zz-probe-a/components/uses-db.ts':
    "import { members } from '@loyalty/db';\nexport const x = members;\n",
  'apps/portal/src/features/zz-probe-a/components/uses-b-inside.ts':
    "import { y } from '@/features/zz-probe-b/components/thing';\nexport const z = y;\n",
  'apps/portal/src/features/zz-probe-a/components/uses-b-index.ts':
    "import { y } from '@/features/zz-probe-b';\nexport const w = y;\n",
  'apps/portal/src/features/zz-probe-b/components/thing.ts': 'export const y = 1;\n',
  'apps/portal/src/features/zz-probe-b/index.ts': "export { y } from './components/thing';\n",
  'apps/portal/src/features/zz-probe-b/cycle-one.ts':
    "import { two } from './cycle-two';\nexport const one = () => two;\n",
  'apps/portal/src/features/zz-probe-b/cycle-two.ts':
    "import { one } from './cycle-one';\nexport const two = () => one;\n",
  'apps/portal/src/server/zz-probe-server.ts': 'export const secret = 1;\n',
  'apps/portal/src/components/ui/zz-probe-ui.ts':
    "import { y } from '@/features/zz-probe-b';\nexport const v = y;\n",
};

interface Violation {
  rule: { name: string };
  from: string;
  to: string;
}

let violations: Violation[] = [];

beforeAll(() => {
  try {
    for (const [file, source] of Object.entries(probes)) {
      mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
      writeFileSync(path.join(root, file), source);
    }
    const result = spawnSync(
      process.execPath,
      [
        path.join(root, 'node_modules/dependency-cruiser/bin/dependency-cruise.mjs'),
        ...Object.keys(probes),
        '--config',
        '.dependency-cruiser.cjs',
        '--output-type',
        'json',
      ],
      { cwd: root, encoding: 'utf8' },
    );
    const report = JSON.parse(result.stdout) as { summary: { violations: Violation[] } };
    violations = report.summary.violations;
  } finally {
    for (const file of Object.keys(probes)) rmSync(path.join(root, file), { force: true });
    for (const dir of ['zz-probe-a', 'zz-probe-b'])
      rmSync(path.join(root, 'apps/portal/src/features', dir), { recursive: true, force: true });
  }
}, 60_000);

afterAll(() => {
  violations = [];
});

const broken = (rule: string) =>
  violations.filter((v) => v.rule.name === rule).map((v) => `${path.basename(v.from)} → ${v.to}`);

describe('boundary rules', () => {
  it('keep the database and the API out of the portal, features included', () => {
    expect(broken('portal-talks-http-only')).toEqual([
      expect.stringMatching(/^uses-db\.ts → packages\/db\//),
    ]);
  });

  it("let a feature use another only through that feature's index", () => {
    expect(broken('features-independent')).toEqual([
      'uses-b-inside.ts → apps/portal/src/features/zz-probe-b/components/thing.ts',
    ]);
  });

  it('refuse circular imports', () => {
    expect(broken('no-circular').length).toBeGreaterThan(0);
  });

  it("require 'server-only' in the portal's server modules", () => {
    expect(violations.some((v) => v.rule.name === 'server-modules-are-server-only')).toBe(true);
  });

  it('keep features out of the lower layers', () => {
    expect(broken('lower-layers-know-no-feature')).toEqual([
      'zz-probe-ui.ts → apps/portal/src/features/zz-probe-b/index.ts',
    ]);
  });
});
