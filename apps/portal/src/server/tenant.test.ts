import { describe, expect, it } from 'vitest';
import { tenantHintsFrom } from './tenant';

describe('tenantHintsFrom', () => {
  it("prefers a proxy's x-forwarded-host over Host", () => {
    const headers = new Headers({ host: 'portal:3000', 'x-forwarded-host': 'northwind.localhost' });
    expect(tenantHintsFrom(headers, 'r1')).toEqual({
      host: 'northwind.localhost',
      businessIdHeader: null,
      requestId: 'r1',
    });
  });

  it('passes an x-business-id header on', () => {
    const headers = new Headers({ host: 'localhost:3100', 'x-business-id': ' northwind ' });
    expect(tenantHintsFrom(headers)).toMatchObject({ host: 'localhost', businessIdHeader: 'northwind' });
  });
});
