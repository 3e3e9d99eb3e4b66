'use client';

import { useRouter } from 'next/navigation';
import { messageKeys as keys } from '@loyalty/contract/constants';
import { signIn } from '../session-client';
import { useEffect, useRef } from 'react';
import { reloadPage } from '@/lib/reload-page';
import { useShellStore } from '@/store/shell-store';
import { useTemporaryTokenStatusMutation } from '../api/temporary-token-status';
import { authMerged } from '../store';
import { hasTemporaryToken, takeTemporaryToken } from '../temporary-token';
import { useAppPathname, useAppSearchParams } from '@/lib/app-location';

const SIGN_IN_PATH = '/auth/signin';

/**
 * Signs a member in from a `temporarytoken` link on any page: the token leaves the
 * address bar first (so it stays out of history and referrers), then the temporaryToken provider
 * exchanges it; success reloads the page as the member, failure goes to sign-in. A member who has not
 * consented yet goes to the sign-in page's consent step, the token kept in memory for the consent provider.
 */
export function TemporaryTokenSignIn() {
  const searchParams = useAppSearchParams();
  const pathname = useAppPathname();
  const router = useRouter();
  const shell = useShellStore();
  const [tokenStatus] = useTemporaryTokenStatusMutation();
  const handled = useRef<string | null>(null);
  const search = searchParams.toString();

  useEffect(() => {
    if (!hasTemporaryToken(search) || handled.current === search) return;
    handled.current = search;
    const { token, search: rest } = takeTemporaryToken(search);
    const here = `${pathname}${rest}${window.location.hash}`;
    router.replace(here, { scroll: false });
    if (!token) return;
    const failed = (error: string | null) => {
      const query = error ? `?error=${encodeURIComponent(error)}` : '';
      window.location.assign(`${SIGN_IN_PATH}${query}`);
    };
    const askForConsent = async () => {
      const status = await tokenStatus({ ticket: token });
      shell.set('auth', (auth) =>
        authMerged(auth, { linkConsent: { ticket: token, comoMemberId: status.comoMemberId } }),
      );
      const back = pathname === SIGN_IN_PATH ? '' : `?callbackUrl=${encodeURIComponent(here)}`;
      router.push(`${SIGN_IN_PATH}${back}`);
    };
    void signIn('temporaryToken', { temporaryToken: token }).then(
      (result) => {
        if (result.ok) {
          reloadPage();
          return;
        }
        if (result.error === keys.consentRequired) {
          askForConsent().catch(() => failed(keys.ticketInvalid));
          return;
        }
        failed(result.error);
      },
      () => failed(null),
    );
  }, [search, pathname, router, shell, tokenStatus]);

  return null;
}
