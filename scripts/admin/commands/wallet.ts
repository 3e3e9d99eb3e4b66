import { loyaltyApi } from '@loyalty/contract';
import { UsageError } from '../args';
import type { AdminCommand } from './types';

export const walletCommands: AdminCommand[] = [
  {
    name: 'wallet:status',
    usage: 'wallet:status <business> [--json]',
    summary: 'Show which wallets are configured and how many passes and devices the business has.',
    async run({ args, client, print }) {
      const [businessId] = args.positionals;
      if (!businessId) throw new UsageError('wallet:status needs a business id');
      const status = await client.call(loyaltyApi.admin.wallet.status, { params: { businessId } });
      print(status, () =>
        [
          `Apple Wallet:  ${status.apple.configured ? `on (${status.apple.passTypeId})` : 'off'}`,
          `Google Wallet: ${status.google.configured ? `on (issuer ${status.google.issuerId})` : 'off'}`,
          `Pass updates:  ${status.push === 'apns' ? 'APNs' : status.push === 'outbox' ? 'dev outbox' : 'off'}`,
          `Google pass updates: ${status.google.updates === 'api' ? "Google Wallet's API" : status.google.updates === 'outbox' ? 'dev outbox' : 'off'}`,
          `Passes: ${status.passes}  registered devices: ${status.devices}  updates pending: ${status.pendingUpdates}`,
        ].join('\n'),
      );
    },
  },
];
