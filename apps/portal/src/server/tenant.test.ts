import { describe, expect, it } from 'vitest';
import { normaliseHost, tenantHintsFrom } from './tenant';

describe('normaliseHost', () => {
  it('lower-cases and drops the port', () => {
    expect(normaliseHost('Northwind.Localhost:3100')).toBe('northwind.localhost');
    expect(normaliseHost('localhost')).toBe('localhost');
    expect(normaliseHost('[::1]:3000')).toBe('[::1]');
  });

  it('takes the first of a forwarded list and treats empty as unknown', () => {
    expect(normaliseHost('shop.example.com, proxy.internal')).toBe('shop.example.com');
    expect(normaliseHost('')).toBeNull();
    expect(normaliseHost(null)).toBeNull();
  });
});

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
