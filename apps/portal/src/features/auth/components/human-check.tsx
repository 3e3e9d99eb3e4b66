'use client';

import { useEffect, useRef } from 'react';
import { useTranslation } from '@/i18n/react';
import type { RecaptchaConfig } from '../hooks/use-captcha';
import { useShellState } from '@/store/shell-store';

export interface HumanCheckProps {
  config: RecaptchaConfig;
  onToken: (token: string | null) => void;
}

/** reCAPTCHA's "I'm not a robot" checkbox, shown after the API found the invisible score too low. */
export function HumanCheck({ config, onToken }: HumanCheckProps) {
  const { t, i18n } = useTranslation();
  const container = useRef<HTMLDivElement>(null);
  const theme = useShellState((state) => state.theme.current);
  const onTokenRef = useRef(onToken);
  useEffect(() => {
    onTokenRef.current = onToken;
  }, [onToken]);

  useEffect(() => {
    const element = container.current;
    if (!element) return;
    let reset: (() => void) | undefined;
    let cancelled = false;
    // The checkbox's code loads with it: it shows only after the API refused a score.
    void import('../captcha/recaptcha')
      .then(({ renderRecaptchaCheckbox }) =>
        renderRecaptchaCheckbox(
          element,
          {
            scoreSiteKey: config.scoreSiteKey,
            humanSiteKey: config.humanSiteKey,
            theme: theme === 'light' ? 'light' : 'dark',
            language: i18n.language,
          },
          (token) => onTokenRef.current(token),
        ),
      )
      .then(
        (resetWidget) => {
          if (cancelled) resetWidget();
          else reset = resetWidget;
        },
        () => onTokenRef.current(null),
      );
    return () => {
      cancelled = true;
      reset?.();
      element.replaceChildren();
    };
  }, [config, theme, i18n.language]);

  return (
    <div className="flex flex-col gap-2">
      <p className="text-sm text-muted-foreground">{t('auth.captcha.human')}</p>
      <div ref={container} />
    </div>
  );
}
