import { loadScript } from './load-script';

/**
 * Google reCAPTCHA, used only when the API's captcha configuration names it: v3 (score) runs invisibly on
 * each submit; when the API finds the score too low it refuses (captcha.invalid) and the page shows the
 * v2 checkbox with the human site key.
 */
interface Grecaptcha {
  ready(callback: () => void): void;
  execute(siteKey: string, options: { action: string }): Promise<string>;
  render(
    container: HTMLElement,
    parameters: {
      sitekey: string;
      callback: (token: string) => void;
      'expired-callback'?: () => void;
      theme?: 'light' | 'dark';
      hl?: string;
    },
  ): number;
  reset(widgetId?: number): void;
}

declare global {
  interface Window {
    grecaptcha?: Grecaptcha;
  }
}

const SCRIPT_URL = 'https://www.google.com/recaptcha/api.js';

async function ready(scoreSiteKey: string): Promise<Grecaptcha> {
  await loadScript(`${SCRIPT_URL}?render=${encodeURIComponent(scoreSiteKey)}`);
  const grecaptcha = window.grecaptcha;
  if (!grecaptcha) throw new Error('reCAPTCHA did not load');
  await new Promise<void>((resolve) => grecaptcha.ready(resolve));
  return grecaptcha;
}

/** Loads the script ahead of the first submit. */
export function preloadRecaptcha(scoreSiteKey: string): void {
  void ready(scoreSiteKey).catch(() => undefined);
}

export async function executeRecaptcha(scoreSiteKey: string, action: string): Promise<string> {
  const grecaptcha = await ready(scoreSiteKey);
  return grecaptcha.execute(scoreSiteKey, { action });
}

/** Shows the v2 checkbox in `container`; `onToken(null)` when a solved checkbox expires. */
export async function renderRecaptchaCheckbox(
  container: HTMLElement,
  options: { scoreSiteKey: string; humanSiteKey: string; theme: 'light' | 'dark'; language: string },
  onToken: (token: string | null) => void,
): Promise<() => void> {
  const grecaptcha = await ready(options.scoreSiteKey);
  const widgetId = grecaptcha.render(container, {
    sitekey: options.humanSiteKey,
    theme: options.theme,
    hl: options.language,
    callback: (token) => onToken(token),
    'expired-callback': () => onToken(null),
  });
  return () => grecaptcha.reset(widgetId);
}
