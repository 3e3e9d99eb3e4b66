import type { DefaultSession } from 'next-auth';

/** The session and token shapes of the portal. */
declare module 'next-auth' {
  interface Session {
    user: NonNullable<DefaultSession['user']> & {
      email: string | null;
      comoMemberId: string;
      businessId: string;
      firstName: string | null;
      lastName: string | null;
    };
  }
}

declare module 'next-auth/jwt' {
  interface JWT {
    comoMemberId?: string;
    businessId?: string;
    firstName?: string | null;
    lastName?: string | null;
    /** Epoch milliseconds of the sign-in, fixed for the session's life. */
    authTime?: number;
    /** The API's id of this signed-in device's session. */
    sessionId?: string;
  }
}
