'use client';

import { useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from '@/i18n/react';
import type { Language } from '@loyalty/contract';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuNotice,
  DropdownMenuRadioGroup,
  DropdownMenuRadioItem,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { serializeLanguageCookie } from '@/i18n/language-cookie';
import { toBcp47 } from '@/lib/locale';
import { reloadPage } from '@/lib/reload-page';
import { useGetLanguagesQuery } from '../api/get-languages';
import { LanguageButton } from './language-button';

export interface LanguageMenuProps {
  current: Language;
  label: string;
  /** Open at once: the member clicked before this code had loaded. */
  defaultOpen: boolean;
  /** Put focus back on the button: it replaced the focused placeholder button. */
  restoreFocus: boolean;
}

/**
 * The Radix menu of the language switcher (loaded on first intent, see language-switcher.tsx). Choosing
 * a language stores it in the SelectedLanguage cookie and reloads, so the server renders the page in
 * that language and direction.
 */
export default function LanguageMenu({ current, label, defaultOpen, restoreFocus }: LanguageMenuProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(defaultOpen);
  const trigger = useRef<HTMLButtonElement>(null);
  const { data: languages, isError } = useGetLanguagesQuery();

  useLayoutEffect(() => {
    if (restoreFocus && (document.activeElement === document.body || document.activeElement === null)) {
      trigger.current?.focus();
    }
  }, [restoreFocus]);

  const choose = (code: string) => {
    const language = languages?.find((candidate) => candidate.code === code);
    if (!language || language.code === current.code) return;
    document.cookie = serializeLanguageCookie(language, window.location.protocol === 'https:');
    reloadPage();
  };

  return (
    // Not modal: a modal menu hides the rest of the page with aria-hidden while its buttons stay focusable
    // (axe aria-hidden-focus); Escape, outside clicks and focus return work the same without it.
    <DropdownMenu open={open} onOpenChange={setOpen} dir={current.direction} modal={false}>
      <DropdownMenuTrigger asChild>
        <LanguageButton ref={trigger} language={current} aria-label={label} />
      </DropdownMenuTrigger>
      {/* Radix names the menu after its trigger (aria-labelledby). */}
      <DropdownMenuContent align="end">
        {languages ? (
          <DropdownMenuRadioGroup value={current.code} onValueChange={choose}>
            {languages.map((language) => (
              // `lang` so screen readers pronounce each name in its language; the menu keeps the page's direction.
              <DropdownMenuRadioItem key={language.code} value={language.code} lang={toBcp47(language.code)}>
                {language.name}
              </DropdownMenuRadioItem>
            ))}
          </DropdownMenuRadioGroup>
        ) : (
          <DropdownMenuNotice>{isError ? t('general.error') : t('general.loading')}</DropdownMenuNotice>
        )}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
