import 'server-only';
import type { Session } from 'next-auth';
import { getServerSession } from 'next-auth/next';
import { rootLogger } from '../logger';
import { getAuthOptions } from './auth-options';

/**
 * The session as the client's SessionProvider starts from (no request to /api/auth/session on load, no
 * "signed out" flash). Decoding only: whether the API still accepts it is the member layout's question.
 */
export async function getPageSession(): Promise<Session | null> {
  try {
    return await getServerSession(getAuthOptions());
  } catch (error) {
    rootLogger().error({ err: error }, 'page preload failed: session');
    return null;
  }
}
