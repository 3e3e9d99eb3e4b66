import { createPrivateKey, X509Certificate, type KeyObject } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from '../../env';
import { deriveSecret } from '../../lib/secrets';

/** What the wallet code needs at run time: the credentials read once at start, or nothing for a wallet that is off. */
export interface WalletRuntime {
  apple?: {
    passTypeId: string;
    teamId: string;
    certificates: { wwdr: string; signerCert: string; signerKey: string; signerKeyPassphrase?: string };
  };
  google?: { issuerId: string; serviceAccountEmail: string; privateKey: KeyObject };
  apnsUrl?: string;
  /** Google Wallet's REST API and the OAuth token endpoint, when saved Google passes are kept up to date. */
  googleApi?: { apiUrl: string; tokenUrl: string };
  linkSecret: string;
}

/**
 * Reads the configured certificates and keys. A file that is missing or does not parse turns that wallet off
 * with one log line, so a broken certificate costs the link, never a failing request.
 */
export function loadWalletRuntime(config: AppConfig, log: FastifyBaseLogger): WalletRuntime {
  const wallet = config.wallet ?? {};
  const runtime: WalletRuntime = {
    linkSecret: wallet.linkSecret ?? deriveSecret(config.serviceToken, 'wallet-link'),
  };
  if (wallet.apple) {
    const { apple } = wallet;
    try {
      const signerCert = readFileSync(apple.signerCertPath, 'utf8');
      const wwdr = readFileSync(apple.wwdrCertPath, 'utf8');
      const signerKey = readFileSync(apple.signerKeyPath, 'utf8');
      const certificate = new X509Certificate(signerCert);
      new X509Certificate(wwdr);
      createPrivateKey({ key: signerKey, passphrase: apple.signerKeyPassphrase });
      if (new Date(certificate.validTo).getTime() < Date.now())
        throw new Error('the signer certificate has expired');
      runtime.apple = {
        passTypeId: apple.passTypeId,
        teamId: apple.teamId,
        certificates: { wwdr, signerCert, signerKey, signerKeyPassphrase: apple.signerKeyPassphrase },
      };
      runtime.apnsUrl = wallet.apnsUrl;
    } catch (error) {
      log.error(
        { reason: error instanceof Error ? error.message : String(error) },
        'Apple Wallet is off: the WALLET_APPLE_* certificate or key cannot be used',
      );
    }
  }
  if (wallet.google) {
    const { google } = wallet;
    try {
      const privateKey = createPrivateKey(readFileSync(google.privateKeyPath, 'utf8'));
      if (privateKey.asymmetricKeyType !== 'rsa') throw new Error('the private key is not an RSA key');
      runtime.google = {
        issuerId: google.issuerId,
        serviceAccountEmail: google.serviceAccountEmail,
        privateKey,
      };
      runtime.googleApi = wallet.googleApi;
    } catch (error) {
      log.error(
        { reason: error instanceof Error ? error.message : String(error) },
        'Google Wallet is off: WALLET_GOOGLE_PRIVATE_KEY cannot be used',
      );
    }
  }
  return runtime;
}
