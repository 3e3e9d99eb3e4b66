// The admin CLI's API key commands against a real loyalty API: the key it prints works, within its scopes.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi } from '@loyalty/api/testing';
import { cliAgainst } from './cli-test-support';

type TestApi = Awaited<ReturnType<typeof startTestApi>>;

describe('admin CLI: business API keys', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi();
  });
  afterAll(() => api.close());

  const cli = cliAgainst(() => api);
  const asKey = (token: string) => cliAgainst(() => ({ url: api.url, adminToken: token }));

  it('creates a key shown once, lists it without its secret, and revokes it', async () => {
    const created = await cli('apikey:create', 'bean-leaf', '--scopes', 'ledger,read', '--label', 'till-1');
    expect(created.code, created.err).toBe(0);
    const token = /lpk_[a-f0-9]{16}_[A-Za-z0-9_-]{43}/.exec(created.out)?.[0];
    expect(token).toBeDefined();
    expect(created.out).toContain('shown this once');
    const id = token!.slice(4, 20);

    const listed = await cli('apikey:list', 'bean-leaf');
    expect(listed.code).toBe(0);
    expect(listed.out).toContain(id);
    expect(listed.out).toContain('ledger,read');
    expect(listed.out).not.toContain(token!.slice(21));

    // The key works for its business and scopes, not for another business nor the operator's commands.
    const members = await asKey(token!)('member:list', 'bean-leaf', '--json');
    expect(members.code, members.err).toBe(0);
    const other = await asKey(token!)('member:list', 'northwind');
    expect(other.code).toBe(1);
    expect(other.err).toContain('404');
    const businesses = await asKey(token!)('business:list');
    expect(businesses.code).toBe(1);
    expect(businesses.err).toContain('403');

    const revoked = await cli('apikey:revoke', id, '--json');
    expect(revoked.code).toBe(0);
    expect(JSON.parse(revoked.out)).toMatchObject({ id, revokedAt: expect.any(String) });
    const afterRevoke = await asKey(token!)('member:list', 'bean-leaf');
    expect(afterRevoke.code).toBe(1);
    expect(afterRevoke.err).toContain('401');
  });

  it('refuses unknown scopes and a missing label before calling the API', async () => {
    const unknown = await cli('apikey:create', 'bean-leaf', '--scopes', 'ledger,everything', '--label', 'x');
    expect(unknown.code).toBe(2);
    expect(unknown.err).toContain('"everything" is not one of read, members, ledger, messages, config');
    const noLabel = await cli('apikey:create', 'bean-leaf', '--scopes', 'read');
    expect(noLabel.code).toBe(2);
  });
});
