import { CAPTCHA_CHALLENGE_URL } from '../api/get-captcha-config';

/**
 * ALTCHA proof of work, solved in the background by the widget (altcha 3.x, the format of the API's
 * altcha-lib 2.x challenges) in its invisible display: no checkbox, the member never waits for it unless
 * they submit within the first second. Each answer is single use, so a new one is solved as soon as one is
 * taken. The widget code (≈35 kB gzipped) is imported only here, i.e. only on pages with a captcha.
 */
interface AltchaWidgetElement extends HTMLElement {
  verify(): Promise<{ payload: string } | null>;
  reset(): void;
}

export interface AltchaSolver {
  /** A solved payload for one request. */
  take(): Promise<string>;
  dispose(): void;
}

export function createAltchaSolver(language: string): AltchaSolver {
  let disposed = false;
  let widget: Promise<AltchaWidgetElement> | null = null;
  let next: Promise<string> | null = null;

  const mount = () =>
    (widget ??= import('altcha').then(() => {
      const element = document.createElement('altcha-widget') as AltchaWidgetElement;
      element.setAttribute('challenge', CAPTCHA_CHALLENGE_URL);
      element.setAttribute('display', 'invisible');
      element.setAttribute('auto', 'off');
      element.setAttribute('language', language.slice(0, 2));
      element.hidden = true;
      document.body.appendChild(element);
      return customElements.whenDefined('altcha-widget').then(() => element);
    }));

  const solve = async (): Promise<string> => {
    const element = await mount();
    element.reset();
    const result = await element.verify();
    if (!result?.payload) throw new Error('ALTCHA could not solve the challenge');
    return result.payload;
  };

  const prepare = () => {
    next = solve();
    // A failure is reported to whoever takes this answer; until then it must not be unhandled.
    next.catch(() => undefined);
  };

  prepare();
  return {
    async take() {
      if (disposed) throw new Error('ALTCHA solver disposed');
      const current = next ?? solve();
      try {
        return await current;
      } finally {
        if (!disposed) prepare();
      }
    },
    dispose() {
      disposed = true;
      void widget?.then((element) => element.remove());
    },
  };
}
