import { adminScopes, loyaltyApi, type AdminScope, type ApiKey } from '@loyalty/contract';
import { UsageError, oneFlag, positionals } from '../args';
import { formatTable } from '../table';
import type { AdminCommand } from './types';

const keyColumns = ['id', 'label', 'scopes', 'createdAt', 'lastUsedAt', 'revokedAt'];
const keyRow = (key: ApiKey) => ({
  ...key,
  scopes: key.scopes.join(','),
  lastUsedAt: key.lastUsedAt ?? 'never',
  revokedAt: key.revokedAt ?? '',
});

/** `ledger,read` → the scopes, each one known. */
function parseScopes(text: string | undefined): AdminScope[] {
  if (!text) throw new UsageError(`apikey:create needs --scopes, some of ${adminScopes.join(', ')}`);
  const scopes = text.split(',').map((scope) => scope.trim());
  for (const scope of scopes) {
    if (!(adminScopes as readonly string[]).includes(scope))
      throw new UsageError(`--scopes: "${scope}" is not one of ${adminScopes.join(', ')}`);
  }
  return [...new Set(scopes)] as AdminScope[];
}

export const apiKeyCommands: AdminCommand[] = [
  {
    name: 'apikey:create',
    usage: 'apikey:create <business> --scopes SCOPE,... --label LABEL [--json]',
    summary: `A business's API key for its till or shop (scopes: ${adminScopes.join(', ')}); shown once.`,
    async run({ args, client, print }) {
      const [businessId = ''] = positionals(args, 1, 'apikey:create needs a business id');
      const label = oneFlag(args, 'label');
      if (!label) throw new UsageError('apikey:create needs --label, e.g. --label till-1');
      const scopes = parseScopes(oneFlag(args, 'scopes'));
      const created = await client.call(loyaltyApi.admin.apiKeys.create, {
        params: { businessId },
        body: { scopes, label },
      });
      print(created, () =>
        [
          `Created API key ${created.id} (${created.label}) for ${created.businessId}: ${created.scopes.join(', ')}.`,
          'Send it as "Authorization: Bearer <key>". It is shown this once; only a hash of it is kept:',
          created.token,
        ].join('\n'),
      );
    },
  },
  {
    name: 'apikey:list',
    usage: 'apikey:list <business> [--json]',
    summary: "A business's API keys (never their secrets), revoked ones included.",
    async run({ args, client, print }) {
      const [businessId = ''] = positionals(args, 1, 'apikey:list needs a business id');
      const list = await client.call(loyaltyApi.admin.apiKeys.list, { params: { businessId } });
      print(list, () =>
        list.items.length ? formatTable(list.items.map(keyRow), keyColumns) : 'No API keys.',
      );
    },
  },
  {
    name: 'apikey:revoke',
    usage: 'apikey:revoke <id> [--json]',
    summary: 'Revoke an API key: its next call is refused.',
    async run({ args, client, print }) {
      const [keyId = ''] = positionals(args, 1, 'apikey:revoke needs a key id (apikey:list shows them)');
      const revoked = await client.call(loyaltyApi.admin.apiKeys.revoke, { params: { keyId } });
      print(revoked, () => `Revoked API key ${revoked.id} (${revoked.label}) at ${revoked.revokedAt}.`);
    },
  },
];
