import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { listRoutes, portalApi } from '@loyalty/contract';

/**
 * The portal's route contract against its route handlers: every entry of `portalApi` has a handler file at its
 * path exporting its method, and every handler file serves only contract entries (besides next-auth's own routes
 * and the JSON 404 for unknown paths).
 */
const appDir = fileURLToPath(new URL('..', import.meta.url));
const fileOf = (routePath: string) => path.join(appDir, routePath.replace(/:(\w+)/g, '[$1]'), 'route.ts');

function handlerFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return handlerFiles(full);
    return entry.name === 'route.ts' ? [full] : [];
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
    },
  );

  it('has no handler outside the contract', () => {
    const served = new Set(routes.map(({ route }) => `${route.method} ${fileOf(route.path)}`));
    const outside = handlerFiles(path.join(appDir, 'api'))
      .filter((file) => !file.includes('[...nextauth]') && !file.includes('[...path]'))
      .flatMap((file) => exportedMethods(file).map((method) => `${method} ${file}`))
      .filter((entry) => !served.has(entry));
    expect(outside).toEqual([]);
  });

  it('builds each handler from its own entry', () => {
    for (const { name, route } of routes) {
      const source = readFileSync(fileOf(route.path), 'utf8');
      expect(source, name).toContain(`routeHandler(portalApi.${name},`);
    }
  });
});
