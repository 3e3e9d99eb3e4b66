'use client';

import { useCallback, useEffect, useRef, useState } from 'react';
import type { CaptchaConfig, CaptchaSolution } from '@loyalty/contract';
import { useGetCaptchaConfigQuery } from '../api/get-captcha-config';
import type { AltchaSolver } from '../captcha/altcha';

// The provider's code loads when the configuration names it: a business uses one of the two.
const recaptchaModule = () => import('../captcha/recaptcha');

export type RecaptchaConfig = Extract<CaptchaConfig, { provider: 'recaptcha' }>;

export interface Captcha {
  /** A fresh answer for one code request (answers are single use). */
  solve(action: string): Promise<CaptchaSolution>;
  /** The API refused the last answer (captcha.invalid): reCAPTCHA then asks for the human checkbox. */
  refused(): void;
  /** Set when the reCAPTCHA checkbox must be shown (render <HumanCheck>) and solved before submitting. */
  human: RecaptchaConfig | null;
  humanToken: string | null;
  setHumanToken(token: string | null): void;
}

/**
 * The captcha of the sign-in page (docs/architecture.md, "Captcha"): whatever the API configures,
 * reCAPTCHA or ALTCHA. Nothing third-party loads before the configuration says which, and only that provider's
 * code.
 */
export function useCaptcha(): Captcha {
  const { data: config } = useGetCaptchaConfigQuery();
  const altcha = useRef<Promise<AltchaSolver> | null>(null);
  const [human, setHuman] = useState<RecaptchaConfig | null>(null);
  const [humanToken, setHumanToken] = useState<string | null>(null);

  useEffect(() => {
    if (config?.provider === 'recaptcha') {
      void recaptchaModule().then((recaptcha) => recaptcha.preloadRecaptcha(config.scoreSiteKey));
      return;
    }
    if (config?.provider !== 'altcha') return;
    const solver = import('../captcha/altcha').then((module) => module.createAltchaSolver());
    altcha.current = solver;
    return () => {
      void solver.then((created) => created.dispose());
      if (altcha.current === solver) altcha.current = null;
    };
  }, [config]);

  const solve = useCallback(
    async (action: string): Promise<CaptchaSolution> => {
      if (config?.provider === 'recaptcha') {
        if (human) {
          if (!humanToken) throw new CaptchaRequiredError();
          // A checkbox token is single use: the next request needs the checkbox again.
          setHumanToken(null);
          return { humanRecaptchaToken: humanToken, siteKey: config.humanSiteKey };
        }
        const { executeRecaptcha } = await recaptchaModule();
        return { token: await executeRecaptcha(config.scoreSiteKey, action), siteKey: config.scoreSiteKey };
      }
      if (!altcha.current) throw new Error('captcha not ready');
      return { altcha: await (await altcha.current).take() };
    },
    [config, human, humanToken],
  );

  const refused = useCallback(() => {
    if (config?.provider === 'recaptcha') setHuman(config);
  }, [config]);

  return { solve, refused, human, humanToken, setHumanToken };
}

/** Submitting while the reCAPTCHA checkbox is shown but not ticked. */
export class CaptchaRequiredError extends Error {
  constructor() {
    super('captcha.invalid');
  }
}
