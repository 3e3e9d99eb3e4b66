import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { listRoutes, portalApi } from '@loyalty/contract';

/**
 * The portal's route contract against its route handlers: every entry of `portalApi` has an API route file at
 * its path (`src/pages/api/...`, decision 011) exporting its method and serving it, and every file there serves
 * only contract entries. next-auth's own routes and the JSON 404 for unknown paths stay App Router handlers
 * (`src/app/api`), and nothing else does.
 */
const srcDir = fileURLToPath(new URL('..', import.meta.url));
const pagesDir = path.join(srcDir, 'pages');
const fileOf = (routePath: string) => path.join(pagesDir, `${routePath.replace(/:(\w+)/g, '[$1]')}.ts`);

function filesNamed(dir: string, wanted: (name: string) => boolean): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return filesNamed(full, wanted);
    return wanted(entry.name) ? [full] : [];
  });
}

const exportedMethods = (file: string) =>
  [...readFileSync(file, 'utf8').matchAll(/export const (GET|POST|PUT|PATCH|DELETE)\b/g)].map((m) => m[1]);

describe('portal route contract', () => {
  const routes = listRoutes(portalApi);

  it.each(routes.map(({ name, route }) => [name, route.method, route.path] as const))(
    '%s: %s %s has its handler',
    (_name, method, routePath) => {
      const file = fileOf(routePath);
      expect(existsSync(file), file).toBe(true);
      expect(exportedMethods(file)).toContain(method);
      const source = readFileSync(file, 'utf8');
      const served = /export default pagesApiRoute\(\{ ([A-Z, ]+) \}\);/.exec(source);
      expect(served?.[1]?.split(', '), file).toContain(method);
      // Next must leave the body unread: the handler reads it (a parsed body would leave nothing to read).
      expect(source).toContain('export const config = { api: { bodyParser: false } };');
    },
  );

  it('has no handler outside the contract', () => {
    const served = new Set(routes.map(({ route }) => `${route.method} ${fileOf(route.path)}`));
    const outside = filesNamed(path.join(pagesDir, 'api'), () => true)
      .flatMap((file) => exportedMethods(file).map((method) => `${method} ${file}`))
      .filter((entry) => !served.has(entry));
    expect(outside).toEqual([]);
  });

  it('keeps only next-auth and the JSON 404 as App Router handlers', () => {
    const appRoutes = filesNamed(path.join(srcDir, 'app', 'api'), (name) => name === 'route.ts').map((file) =>
      path.relative(path.join(srcDir, 'app', 'api'), file),
    );
    expect(appRoutes.sort()).toEqual(['[...path]/route.ts', 'auth/[...nextauth]/route.ts']);
  });

  it('builds each handler from its own entry', () => {
    for (const { name, route } of routes) {
      const source = readFileSync(fileOf(route.path), 'utf8');
      expect(source, name).toContain(`routeHandler(portalApi.${name},`);
    }
  });
});
