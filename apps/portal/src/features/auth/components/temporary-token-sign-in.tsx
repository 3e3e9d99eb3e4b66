'use client';

import { usePathname, useRouter, useSearchParams } from 'next/navigation';
import { signIn } from '../session-client';
import { useEffect, useRef } from 'react';
import { reloadPage } from '@/lib/reload-page';
import { hasTemporaryToken, takeTemporaryToken } from '../temporary-token';

/**
 * Signs a member in from a `temporarytoken` link on any page: the token leaves the
 * address bar first (so it stays out of history and referrers), then the temporaryToken provider
 * exchanges it; success reloads the page as the member, failure goes to sign-in.
 */
export function TemporaryTokenSignIn() {
  const searchParams = useSearchParams();
  const pathname = usePathname();
  const router = useRouter();
  const handled = useRef<string | null>(null);
  const search = searchParams.toString();

  useEffect(() => {
    if (!hasTemporaryToken(search) || handled.current === search) return;
    handled.current = search;
    const { token, search: rest } = takeTemporaryToken(search);
    router.replace(`${pathname}${rest}${window.location.hash}`, { scroll: false });
    if (!token) return;
    void signIn('temporaryToken', { temporaryToken: token }).then(
      (result) => {
        if (result.ok) {
          reloadPage();
          return;
        }
        const error = result.error ? `?error=${encodeURIComponent(result.error)}` : '';
        window.location.assign(`/auth/signin${error}`);
      },
      () => window.location.assign('/auth/signin'),
    );
  }, [search, pathname, router]);

  return null;
}
