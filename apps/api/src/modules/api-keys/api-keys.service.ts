import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import {
  adminScopes,
  apiKeyMessageKeys,
  type AdminScope,
  type ApiKey,
  type ApiKeyCreated,
} from '@loyalty/contract';
import type { Database } from '@loyalty/db';
import { notFound } from '../../lib/http-error';
import * as repository from './api-keys.repository';

/** `lpk_` + 16 hex characters of id + `_` + 43 base64url characters of secret (32 random bytes). */
const KEY_PATTERN = /^lpk_([a-f0-9]{16})_([A-Za-z0-9_-]{43})$/;
const LAST_USED_STEP_MS = 60_000;

const hashOf = (secret: string) => createHash('sha256').update(secret).digest('hex');
/** Compared against when the id is unknown, so that an unknown key costs the same as a wrong secret. */
const NO_KEY_HASH = hashOf('no such key');

/** Is this bearer token shaped like a business API key (rather than the operator's token)? */
export const looksLikeApiKey = (token: string) => token.startsWith('lpk_');

function toApiKey(row: repository.ApiKeyRow): ApiKey {
  return {
    id: row.id,
    businessId: row.businessId,
    label: row.label,
    scopes: row.scopes.filter((scope): scope is AdminScope =>
      (adminScopes as readonly string[]).includes(scope),
    ),
    createdAt: row.createdAt.toISOString(),
    lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
    revokedAt: row.revokedAt?.toISOString() ?? null,
  };
}

export async function createApiKey(
  db: Database,
  businessId: string,
  input: { scopes: AdminScope[]; label: string },
  now: Date,
): Promise<ApiKeyCreated> {
  const id = randomBytes(8).toString('hex');
  const secret = randomBytes(32).toString('base64url');
  const row = await repository.insertApiKey(db, {
    id,
    businessId,
    label: input.label,
    scopes: input.scopes,
    secretHash: hashOf(secret),
    createdAt: now,
  });
  return { ...toApiKey(row), token: `lpk_${id}_${secret}` };
}

export async function listApiKeys(db: Database, businessId: string): Promise<{ items: ApiKey[] }> {
  return { items: (await repository.listApiKeys(db, businessId)).map(toApiKey) };
}

export async function revokeApiKey(db: Database, id: string, now: Date): Promise<ApiKey> {
  const row = await repository.revokeApiKey(db, id, now);
  if (!row) throw notFound(apiKeyMessageKeys.notFound);
  return toApiKey(row);
}

export interface ApiKeyCaller {
  id: string;
  businessId: string;
  scopes: readonly string[];
}

/**
 * The key a bearer token stands for, or undefined when it is malformed, unknown, wrong or revoked. The secret's
 * hash is compared in constant time; an unknown id still does the comparison.
 */
export async function authenticateApiKey(
  db: Database,
  token: string,
  now: Date,
): Promise<ApiKeyCaller | undefined> {
  const match = KEY_PATTERN.exec(token);
  if (!match) return undefined;
  const [, id, secret] = match as unknown as [string, string, string];
  const row = await repository.findApiKey(db, id);
  const presented = Buffer.from(hashOf(secret), 'hex');
  const stored = Buffer.from(row?.secretHash ?? NO_KEY_HASH, 'hex');
  const same = stored.length === presented.length && timingSafeEqual(stored, presented);
  if (!row || !same || row.revokedAt) return undefined;
  await repository.touchApiKey(db, row.id, now, new Date(now.getTime() - LAST_USED_STEP_MS));
  return { id: row.id, businessId: row.businessId, scopes: row.scopes };
}
