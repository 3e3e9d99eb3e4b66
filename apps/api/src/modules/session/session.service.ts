import type { SessionClaims } from '@loyalty/contract';
import type { DatabaseExecutor } from '@loyalty/db';
import { revokeMemberSessions, type MemberRow } from '../members/members.service';

export function sessionClaims(member: MemberRow): SessionClaims {
  return {
    comoMemberId: member.id,
    businessId: member.businessId,
    email: member.email,
    firstName: member.firstName,
    lastName: member.lastName,
  };
}

/** Every session signed in before `now` stops working, on every device (`sessions_valid_after`, ms precision). */
export async function revokeSessions(db: DatabaseExecutor, member: MemberRow, now: Date): Promise<void> {
  await revokeMemberSessions(db, member, now);
}
