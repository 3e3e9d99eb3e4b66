/**
 * `npm run wallet:dev-certs`: writes development wallet credentials into DATA_DIR/wallet-dev (a CA standing in
 * for Apple's WWDR, a pass signer certificate, a Google service-account key) and prints the settings that use
 * them. `npm start` does the same by itself in demo mode when no wallet is configured.
 */
import { devWalletEnv, walletDevDir } from './lib/wallet-dev';
import { dataDirFromEnv, loadDotEnv } from './lib/stack-config';

loadDotEnv();
const dataDir = dataDirFromEnv();
const settings = devWalletEnv(dataDir, {});
console.log(`Development wallet credentials in ${walletDevDir(dataDir)} (phones do not trust them):`);
for (const [name, value] of Object.entries(settings)) console.log(`${name}=${value}`);
