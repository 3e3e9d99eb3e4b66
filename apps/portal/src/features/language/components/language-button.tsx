'use client';

import type { Language } from '@loyalty/contract';
import { Button, type ButtonProps } from '@/components/ui/button';
import { GlobeIcon } from '@/components/ui/icons';

/** The language switcher's button: a globe, and the current language's name on wider screens. */
export function LanguageButton({ language, ...props }: ButtonProps & { language: Language }) {
  return (
    <Button variant="ghost" className="px-2 sm:px-3" {...props}>
      <GlobeIcon />
      <span className="hidden sm:inline">{language.name}</span>
    </Button>
  );
}
