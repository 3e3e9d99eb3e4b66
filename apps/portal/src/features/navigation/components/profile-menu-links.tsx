'use client';

import type { NavigationItem } from '@loyalty/contract';
import { useTranslation } from '@/i18n/react';
import { useSession } from '@/lib/member-session';
import { useGetNavigationItemsQuery } from '../api/get-navigation-items';
import { drawerLink, profileItems } from '../navigation-items';

/**
 * The business's menu entries meant for the profile screen (displayArea ProfileScreen or Both), as links under
 * the profile; entries the profile already links to (`shownPaths`) are left out. Nothing while loading or empty.
 */
export function ProfileMenuLinks({
  shownPaths,
  initialItems,
}: {
  shownPaths: readonly string[];
  /** The entries as the server read them for the page (null: they are fetched). */
  initialItems?: NavigationItem[] | null;
}) {
  const { t } = useTranslation();
  const { status } = useSession();
  // Entries the server read for the page are not asked for again (the drawer asks for its own when it opens).
  const { data } = useGetNavigationItemsQuery({ skip: Boolean(initialItems) });
  const items = profileItems(initialItems ?? data ?? [], shownPaths);
  if (items.length === 0) return null;

  return (
    <nav aria-label={t('profile.menu.label')} className="mx-auto mt-3 w-full max-w-xl">
      <ul className="grid gap-3 sm:grid-cols-3" data-testid="profile-menu-links">
        {items.map((item) => {
          const link = drawerLink(item, status === 'authenticated');
          const className =
            'flex min-h-11 w-full items-center justify-center rounded-xl border border-border bg-surface px-4 text-sm font-medium hover:bg-foreground/5';
          return (
            <li key={item.id}>
              {link.external || link.newTab ? (
                <a
                  href={link.href}
                  className={className}
                  {...(link.newTab ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
                >
                  {item.name}
                  {link.newTab && <span className="sr-only">{` ${t('auth.legal.new.tab')}`}</span>}
                </a>
              ) : (
                <a href={link.href} className={className}>
                  {item.name}
                </a>
              )}
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
