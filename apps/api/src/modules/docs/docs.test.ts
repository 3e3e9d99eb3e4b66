import { listRoutes, loyaltyApi, loyaltyApiDocument } from '@loyalty/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from '../../testing';

/** The API against its route contract: the same routes, no more, no fewer, and the documents that describe them. */
describe('route contract and API documentation', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi({ databaseKind: 'pglite', seedDemo: false });
  });
  afterAll(() => api.close());

  it('implements every contract entry, each once', () => {
    const implemented = api.app.routeTable.filter((route) => route.contract && route.method !== 'HEAD');
    for (const { name, route } of listRoutes(loyaltyApi)) {
      const matches = implemented.filter((r) => r.contract === route);
      expect(
        matches.map((r) => `${r.method} ${r.url}`),
        name,
      ).toEqual([`${route.method} ${route.path}`]);
    }
  });

  it('serves nothing outside the contract but its documentation pages', () => {
    const outside = api.app.routeTable
      .filter((route) => !route.contract && route.method !== 'HEAD')
      .map((route) => route.url)
      .filter((url) => url !== '/openapi.json' && url !== '/docs' && !url.startsWith('/docs/'));
    expect(outside).toEqual([]);
  });

  it('serves the OpenAPI 3.1 document generated from the contract at /openapi.json', async () => {
    const response = await api.app.inject({ method: 'GET', url: '/openapi.json' });
    expect(response.statusCode).toBe(200);
    const document = response.json();
    expect(document).toEqual(loyaltyApiDocument());
    expect(document.openapi).toBe('3.1.0');
    // The till's call: documented with its body, its admin auth (the operator's token or a ledger key) and its
    // refusals (403: a key without the scope).
    const record = document.paths['/admin/v1/businesses/{businessId}/purchases'].post;
    expect(record.security).toEqual([{ adminToken: [] }, { apiKey: ['ledger'] }]);
    expect(record.requestBody.content['application/json'].schema.properties).toHaveProperty('externalId');
    expect(Object.keys(record.responses)).toEqual(['201', '400', '401', '403', '404', '409']);
    // Creating businesses is the operator's only.
    expect(document.paths['/admin/v1/businesses'].post.security).toEqual([{ adminToken: [] }]);
  });

  it('serves a browsable page at /docs', async () => {
    const page = await api.app.inject({ method: 'GET', url: '/docs' });
    const html =
      page.statusCode === 302
        ? await api.app.inject({ method: 'GET', url: page.headers.location as string })
        : page;
    expect(html.statusCode).toBe(200);
    expect(html.headers['content-type']).toContain('text/html');
    expect(html.body).toContain('swagger');
  });
});
