import { chmodSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import webPush from 'web-push';
import { z } from 'zod';

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
}

const vapidFileSchema = z.object({ publicKey: z.string().min(80), privateKey: z.string().min(40) });
const VAPID_FILE = 'vapid-keys.json';

/**
 * The installation's VAPID key pair, generated once into DATA_DIR (readable by its owner only) so that a demo
 * needs no configuration and browsers' subscriptions survive restarts. Several API instances must share the
 * keys: set VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY for them instead.
 */
export function loadOrCreateVapidKeys(dataDir: string): VapidKeys {
  const file = join(dataDir, VAPID_FILE);
  try {
    return vapidFileSchema.parse(JSON.parse(readFileSync(file, 'utf8')));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  mkdirSync(dataDir, { recursive: true });
  const keys = webPush.generateVAPIDKeys();
  // Written aside and renamed, so that a crash never leaves half a key file behind.
  const temporary = `${file}.${process.pid}.tmp`;
  writeFileSync(temporary, JSON.stringify(keys), { mode: 0o600 });
  chmodSync(temporary, 0o600);
  renameSync(temporary, file);
  return keys;
}

/** Fresh keys for an app built without any (tests). */
export const generateVapidKeys = (): VapidKeys => webPush.generateVAPIDKeys();
