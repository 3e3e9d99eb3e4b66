import { writeFileSync } from 'node:fs';
import type { FastifyBaseLogger } from 'fastify';
import { describe, expect, it, vi } from 'vitest';
import { devWalletConfig } from '../../testing';
import { loadWalletRuntime } from './wallet-runtime';

const config = { serviceToken: 'service-token-0123456789', adminToken: 'admin-token-0123456789' };

function recordingLog() {
  const error = vi.fn();
  return { log: { error } as unknown as FastifyBaseLogger, error };
}

describe('loadWalletRuntime', () => {
  it('reads working credentials for both wallets', () => {
    const { wallet } = devWalletConfig();
    const { log, error } = recordingLog();
    const runtime = loadWalletRuntime(
      {
        ...config,
        defaultBusinessId: 'bean-leaf',
        devOutbox: false,
        logLevel: 'silent',
        trustProxy: false,
        wallet,
      },
      log,
    );
    expect(runtime.apple?.passTypeId).toBe(wallet.apple?.passTypeId);
    expect(runtime.google?.issuerId).toBe(wallet.google?.issuerId);
    expect(error).not.toHaveBeenCalled();
  });

  it('turns a wallet off with one log line when its certificate or key is missing or broken', () => {
    const { wallet } = devWalletConfig();
    writeFileSync(wallet.apple!.signerCertPath, 'not a certificate');
    const { log, error } = recordingLog();
    const runtime = loadWalletRuntime(
      {
        ...config,
        defaultBusinessId: 'bean-leaf',
        devOutbox: false,
        logLevel: 'silent',
        trustProxy: false,
        wallet: { ...wallet, google: { ...wallet.google!, privateKeyPath: '/nonexistent/key.pem' } },
      },
      log,
    );
    expect(runtime.apple).toBeUndefined();
    expect(runtime.google).toBeUndefined();
    expect(error).toHaveBeenCalledTimes(2);
    expect(String(error.mock.calls[0]?.[1])).toContain('Apple Wallet is off');
    expect(String(error.mock.calls[1]?.[1])).toContain('Google Wallet is off');
  });
});
