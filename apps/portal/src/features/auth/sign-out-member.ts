import { signOut } from './session-client';
import { signOutTarget } from './temporary-token';

/** Local storage key of the web-push registration, which belongs to the member. */
export const MEMBER_PUSH_DATA_KEY = 'memberPushData';

/**
 * Sign-out: forget the push registration, end the session (next-auth's
 * sign-out also revokes the member's sessions at the API), then go home after a temporary-token visit,
 * else to sign-in. A full page load, so that nothing of the member stays in memory.
 */
export async function signOutMember(location: Location = window.location): Promise<void> {
  try {
    localStorage.removeItem(MEMBER_PUSH_DATA_KEY);
  } catch {
    // Storage can be disabled; there is then nothing to remove.
  }
  await signOut();
  location.assign(signOutTarget(location.search));
}
