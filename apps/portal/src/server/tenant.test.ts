import { describe, expect, it } from 'vitest';
import { noteBusinessVersion } from './business-versions';
import { createLoyaltyClient } from './loyalty-client';
import { resolveBusinessId, tenantHintsFrom } from './tenant';

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

describe('resolveBusinessId', () => {
  it("keeps a host's business until it hears that a business changed, then asks again", async () => {
    const answers = ['first-owner', 'second-owner'];
    let calls = 0;
    const client = createLoyaltyClient({
      baseUrl: 'http://api.test',
      serviceToken: 't',
      fetch: async () => {
        const businessId = answers[Math.min(calls, answers.length - 1)];
        calls += 1;
        return Response.json({ businessId, resolvedBy: 'host' });
      },
    });
    const hints = { host: `moved-${Date.now()}.example`, businessIdHeader: null };
    expect(await resolveBusinessId(hints, client)).toBe('first-owner');
    expect(await resolveBusinessId(hints, client)).toBe('first-owner');
    expect(calls).toBe(1);
    // The host moved to another business: the change of the first one's version is what the portal hears.
    noteBusinessVersion('first-owner', 'v1');
    expect(await resolveBusinessId(hints, client)).toBe('first-owner');
    noteBusinessVersion('first-owner', 'v2');
    expect(await resolveBusinessId(hints, client)).toBe('second-owner');
    expect(calls).toBe(2);
  });
});
