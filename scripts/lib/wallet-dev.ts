import { join } from 'node:path';
import { ensureDevWalletCredentials } from '@loyalty/api/wallet-dev-credentials';

/** Where `npm run wallet:dev-certs` and the demo keep the development wallet credentials. */
export const walletDevDir = (dataDir: string): string => join(dataDir, 'wallet-dev');

/**
 * The WALLET_APPLE_* and WALLET_GOOGLE_* settings of the development credentials (created on first use), for
 * each wallet the environment does not configure itself.
 */
export function devWalletEnv(dataDir: string, env: NodeJS.ProcessEnv): Record<string, string> {
  const appleSet = !!env.WALLET_APPLE_PASS_TYPE_ID;
  const googleSet = !!env.WALLET_GOOGLE_ISSUER_ID;
  if (appleSet && googleSet) return {};
  const credentials = ensureDevWalletCredentials(walletDevDir(dataDir));
  return {
    ...(appleSet
      ? {}
      : {
          WALLET_APPLE_PASS_TYPE_ID: credentials.WALLET_APPLE_PASS_TYPE_ID,
          WALLET_APPLE_TEAM_ID: credentials.WALLET_APPLE_TEAM_ID,
          WALLET_APPLE_SIGNER_CERT: credentials.WALLET_APPLE_SIGNER_CERT,
          WALLET_APPLE_SIGNER_KEY: credentials.WALLET_APPLE_SIGNER_KEY,
          WALLET_APPLE_WWDR_CERT: credentials.WALLET_APPLE_WWDR_CERT,
        }),
    ...(googleSet
      ? {}
      : {
          WALLET_GOOGLE_ISSUER_ID: credentials.WALLET_GOOGLE_ISSUER_ID,
          WALLET_GOOGLE_SERVICE_ACCOUNT_EMAIL: credentials.WALLET_GOOGLE_SERVICE_ACCOUNT_EMAIL,
          WALLET_GOOGLE_PRIVATE_KEY: credentials.WALLET_GOOGLE_PRIVATE_KEY,
        }),
  };
}
