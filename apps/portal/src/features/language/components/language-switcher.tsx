'use client';

import { lazy, Suspense } from 'react';
import { useTranslation } from '@/i18n/react';
import { useDeferredMenu } from '@/components/ui/use-deferred-menu';
import { LanguageButton } from './language-button';
import { useShellState } from '@/store/shell-store';

// The Radix menu (popper, focus management) is a fair share of a page's JavaScript, and most visits
// never open it: it loads when the member shows intent (hover, focus, click), not with the page.
const LanguageMenu = lazy(() => import('./language-menu'));

/**
 * The language switcher of the navigation bar. Until its menu code is needed it is a
 * plain button; the swap happens in a transition, so the button stays on screen while the code loads.
 */
export function LanguageSwitcher() {
  const { t } = useTranslation();
  const current = useShellState((state) => state.configurations.language);
  const { request, want } = useDeferredMenu();

  if (!current) return null;
  const label = t('navbar.language.label', { language: current.name });

  const placeholder = (
    <LanguageButton
      language={current}
      aria-label={label}
      aria-haspopup="menu"
      aria-expanded={false}
      onPointerEnter={want(false)}
      onFocus={want(false)}
      onClick={want(true)}
    />
  );

  return (
    <Suspense fallback={placeholder}>
      {request ? (
        <LanguageMenu
          current={current}
          label={label}
          defaultOpen={request.open}
          restoreFocus={request.restoreFocus}
        />
      ) : (
        placeholder
      )}
    </Suspense>
  );
}
