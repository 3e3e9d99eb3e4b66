import { messageKeys } from '@loyalty/contract';
import type { DatabaseExecutor } from '@loyalty/db';
import { addSeconds } from '../../lib/clock';
import { unauthorized } from '../../lib/http-error';
import { randomToken, sha256Hex } from '../../lib/secrets';
import type { IdentifierChannel } from './identifier';
import {
  consumeTicket,
  findLiveTicket,
  insertTicket,
  type TicketMatch,
  type TicketPurpose,
} from './tickets.repository';

export const SIGN_IN_TICKET_TTL_SECONDS = 5 * 60;
export const REGISTRATION_TICKET_TTL_SECONDS = 30 * 60;

export interface IssuedTicket {
  /** Given to the portal once; only its hash is kept. */
  token: string;
  expiresAt: Date;
}

/** Tokens carry 256 random bits, so a plain SHA-256 is enough to make the stored value useless. */
const hashTicketToken = (token: string): string => sha256Hex(token);

export async function issueTicket(
  db: DatabaseExecutor,
  values: {
    businessId: string;
    purpose: TicketPurpose;
    memberId: string | null;
    identifier?: string | null;
    channel?: IdentifierChannel | null;
    ttlSeconds: number;
    now: Date;
  },
): Promise<IssuedTicket> {
  const token = randomToken();
  const expiresAt = addSeconds(values.now, values.ttlSeconds);
  await insertTicket(db, {
    businessId: values.businessId,
    purpose: values.purpose,
    memberId: values.memberId,
    identifier: values.identifier ?? null,
    channel: values.channel ?? null,
    tokenHash: hashTicketToken(token),
    expiresAt,
    createdAt: values.now,
  });
  return { token, expiresAt };
}

export interface TicketQuery {
  businessId: string;
  token: string;
  purposes: TicketPurpose[];
  memberId?: string;
  now: Date;
}

const matchOf = (query: TicketQuery): TicketMatch => ({
  businessId: query.businessId,
  tokenHash: hashTicketToken(query.token),
  purposes: query.purposes,
  memberId: query.memberId,
  now: query.now,
});

/** Looks at a live ticket without using it; 401 `auth.ticket.invalid` when there is none. */
export async function peekTicket(db: DatabaseExecutor, query: TicketQuery) {
  const found = await findLiveTicket(db, matchOf(query));
  if (!found) throw unauthorized(messageKeys.ticketInvalid);
  return found;
}

/**
 * Uses a ticket once. Unknown, used, expired, of another purpose, of another member or of another business:
 * all the same 401 `auth.ticket.invalid`, so nothing is learnt about tickets one does not hold.
 */
export async function useTicket(db: DatabaseExecutor, query: TicketQuery) {
  const used = await consumeTicket(db, matchOf(query));
  if (!used) throw unauthorized(messageKeys.ticketInvalid);
  return used;
}
