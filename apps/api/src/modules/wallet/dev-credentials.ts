import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import forge from 'node-forge';

/**
 * Development wallet credentials, so the whole wallet flow runs locally and in tests without Apple's or
 * Google's accounts: a CA standing in for Apple's WWDR certificate, a pass signer certificate it issued, and an
 * RSA key standing in for a Google service account's. Phones do not trust these passes; everything else works.
 */

const DEV_PASS_TYPE_ID = 'pass.dev.loyalty.portal';
const DEV_TEAM_ID = 'DEVTEAM000';
const DEV_GOOGLE_ISSUER_ID = '3388000000000000000';
const DEV_GOOGLE_SERVICE_ACCOUNT = 'wallet-dev@loyalty-dev.iam.gserviceaccount.com';

/** The environment settings that point at the files. */
export interface DevWalletCredentials {
  WALLET_APPLE_PASS_TYPE_ID: string;
  WALLET_APPLE_TEAM_ID: string;
  WALLET_APPLE_SIGNER_CERT: string;
  WALLET_APPLE_SIGNER_KEY: string;
  WALLET_APPLE_WWDR_CERT: string;
  WALLET_GOOGLE_ISSUER_ID: string;
  WALLET_GOOGLE_SERVICE_ACCOUNT_EMAIL: string;
  WALLET_GOOGLE_PRIVATE_KEY: string;
  /** The development CA's certificate, to verify a pass's signature with. */
  caCertPath: string;
  /** The Google key's public half, to verify a save JWT with. */
  googlePublicKeyPath: string;
}

function rsaKeys(): { publicKey: string; privateKey: string } {
  return generateKeyPairSync('rsa', {
    modulusLength: 2048,
    publicKeyEncoding: { type: 'spki', format: 'pem' },
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
  });
}

function certificate(options: {
  subject: forge.pki.CertificateField[];
  issuer: forge.pki.CertificateField[];
  publicKeyPem: string;
  signingKeyPem: string;
  ca: boolean;
}): forge.pki.Certificate {
  const cert = forge.pki.createCertificate();
  cert.publicKey = forge.pki.publicKeyFromPem(options.publicKeyPem);
  cert.serialNumber = `01${randomBytes(8).toString('hex')}`;
  cert.validity.notBefore = new Date(Date.now() - 24 * 3600_000);
  cert.validity.notAfter = new Date(Date.now() + 5 * 365 * 24 * 3600_000);
  cert.setSubject(options.subject);
  cert.setIssuer(options.issuer);
  cert.setExtensions(
    options.ca
      ? [
          { name: 'basicConstraints', cA: true, critical: true },
          { name: 'keyUsage', keyCertSign: true, cRLSign: true, critical: true },
        ]
      : [
          { name: 'basicConstraints', cA: false },
          { name: 'keyUsage', digitalSignature: true, critical: true },
          { name: 'extKeyUsage', clientAuth: true, emailProtection: true },
        ],
  );
  cert.sign(forge.pki.privateKeyFromPem(options.signingKeyPem), forge.md.sha256.create());
  return cert;
}

/** Writes the credentials into `dir` unless they are there already; returns their settings. */
export function ensureDevWalletCredentials(dir: string): DevWalletCredentials {
  const files = {
    WALLET_APPLE_SIGNER_CERT: join(dir, 'signer-cert.pem'),
    WALLET_APPLE_SIGNER_KEY: join(dir, 'signer-key.pem'),
    WALLET_APPLE_WWDR_CERT: join(dir, 'wwdr-ca.pem'),
    WALLET_GOOGLE_PRIVATE_KEY: join(dir, 'google-service-account-key.pem'),
    caCertPath: join(dir, 'wwdr-ca.pem'),
    googlePublicKeyPath: join(dir, 'google-service-account-public.pem'),
  };
  const complete = Object.values(files).every((file) => existsSync(file));
  if (!complete) {
    mkdirSync(dir, { recursive: true, mode: 0o700 });
    const caKeys = rsaKeys();
    const caName = [
      { name: 'commonName', value: 'Loyalty Portal Development WWDR CA' },
      { name: 'organizationName', value: 'Loyalty Portal (development)' },
    ];
    const ca = certificate({
      subject: caName,
      issuer: caName,
      publicKeyPem: caKeys.publicKey,
      signingKeyPem: caKeys.privateKey,
      ca: true,
    });
    const signerKeys = rsaKeys();
    const signer = certificate({
      subject: [
        { name: 'commonName', value: `Pass Type ID: ${DEV_PASS_TYPE_ID}` },
        { type: '0.9.2342.19200300.100.1.1', value: DEV_PASS_TYPE_ID },
        { name: 'organizationalUnitName', value: DEV_TEAM_ID },
        { name: 'organizationName', value: 'Loyalty Portal (development)' },
      ],
      issuer: caName,
      publicKeyPem: signerKeys.publicKey,
      signingKeyPem: caKeys.privateKey,
      ca: false,
    });
    const googleKeys = rsaKeys();
    writeFileSync(files.WALLET_APPLE_WWDR_CERT, forge.pki.certificateToPem(ca));
    writeFileSync(files.WALLET_APPLE_SIGNER_CERT, forge.pki.certificateToPem(signer));
    writeFileSync(files.WALLET_APPLE_SIGNER_KEY, signerKeys.privateKey, { mode: 0o600 });
    writeFileSync(files.WALLET_GOOGLE_PRIVATE_KEY, googleKeys.privateKey, { mode: 0o600 });
    writeFileSync(files.googlePublicKeyPath, googleKeys.publicKey);
  }
  return {
    ...files,
    WALLET_APPLE_PASS_TYPE_ID: DEV_PASS_TYPE_ID,
    WALLET_APPLE_TEAM_ID: DEV_TEAM_ID,
    WALLET_GOOGLE_ISSUER_ID: DEV_GOOGLE_ISSUER_ID,
    WALLET_GOOGLE_SERVICE_ACCOUNT_EMAIL: DEV_GOOGLE_SERVICE_ACCOUNT,
  };
}
