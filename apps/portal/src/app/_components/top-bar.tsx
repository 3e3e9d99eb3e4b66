'use client';

import Link from 'next/link';
import { usePathname, useSearchParams } from 'next/navigation';
import { AccountMenu } from '@/features/auth/components/account-menu';
import { useConfiguration } from '@/features/configuration/hooks/use-configuration';
import { LanguageSwitcher } from '@/features/language/components/language-switcher';
import { ThemeToggle } from '@/features/theme/components/theme-toggle';
import { chromeVisibility } from '@/lib/chrome-visibility';

/**
 * The 64 px navigation bar (SPEC.md section 2): the business at the start; at the end the member's
 * controls (later issues add gifts, bell and wallet before the language switcher), then the avatar
 * menu, or "Sign in" for guests.
 */
export function TopBar() {
  const { businessName, favIconUrl } = useConfiguration();
  const pathname = usePathname();
  const query = useSearchParams().toString();
  if (!chromeVisibility(query ? `${pathname}?${query}` : pathname).navBar) return null;

  return (
    <header className="sticky top-0 z-40 h-16 border-b border-border bg-surface">
      <div className="mx-auto flex h-full max-w-5xl items-center gap-2 px-4">
        <Link
          href="/"
          className="me-auto flex min-h-11 min-w-0 items-center gap-3 rounded-lg font-semibold text-foreground"
        >
          {favIconUrl ? (
            // A plain <img>: next/image would need every business's icon host configured.
            <img src={favIconUrl} alt="" width={32} height={32} className="size-8 shrink-0 rounded-lg" />
          ) : (
            <span
              aria-hidden="true"
              className="flex size-8 shrink-0 items-center justify-center rounded-lg bg-primary text-base font-bold text-primary-foreground"
            >
              {businessName.charAt(0).toUpperCase()}
            </span>
          )}
          <span className="truncate text-lg">{businessName}</span>
        </Link>
        <div className="flex items-center gap-1">
          <ThemeToggle />
          <LanguageSwitcher />
          <AccountMenu />
        </div>
      </div>
    </header>
  );
}
