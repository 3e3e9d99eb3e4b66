// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CaptchaConfig } from '@loyalty/contract';

let config: CaptchaConfig | undefined;
vi.mock('../api/get-captcha-config', () => ({
  useGetCaptchaConfigQuery: () => ({ data: config }),
  CAPTCHA_CHALLENGE_URL: '/api/captcha/challenge',
}));
const take = vi.fn(async () => 'altcha-payload');
const dispose = vi.fn();
vi.mock('../captcha/altcha', () => ({ createAltchaSolver: vi.fn(() => ({ take, dispose })) }));

const { useCaptcha, CaptchaRequiredError } = await import('./use-captcha');

const recaptcha: CaptchaConfig = {
  provider: 'recaptcha',
  scoreSiteKey: 'score-key',
  humanSiteKey: 'human-key',
};

describe('useCaptcha', () => {
  const execute = vi.fn(async () => 'score-token');

  beforeEach(() => {
    execute.mockClear();
    // What Google's script defines; the hook adds the script tag, which the test then "loads".
    window.grecaptcha = { ready: (callback) => callback(), execute, render: vi.fn(() => 0), reset: vi.fn() };
    const appendChild = document.head.appendChild.bind(document.head);
    vi.spyOn(document.head, 'appendChild').mockImplementation((node) => {
      const added = appendChild(node);
      if (node instanceof HTMLScriptElement) queueMicrotask(() => node.onload?.(new Event('load')));
      return added;
    });
  });
  afterEach(() => {
    vi.restoreAllMocks();
    delete window.grecaptcha;
  });

  it('answers ALTCHA payloads when the API has no reCAPTCHA keys, and loads nothing from Google', async () => {
    config = { provider: 'altcha' };
    const { result, unmount } = renderHook(() => useCaptcha());
    expect(await result.current.solve('login')).toEqual({ altcha: 'altcha-payload' });
    expect(document.querySelector('script[src*="recaptcha"]')).toBeNull();
    unmount();
    await vi.waitFor(() => expect(dispose).toHaveBeenCalled());
  });

  it('loads reCAPTCHA only when configured, and answers a score token with its site key', async () => {
    config = recaptcha;
    const { result } = renderHook(() => useCaptcha());
    expect(await result.current.solve('login')).toEqual({ token: 'score-token', siteKey: 'score-key' });
    expect(execute).toHaveBeenCalledWith('score-key', { action: 'login' });
    expect(
      document.querySelector('script[src="https://www.google.com/recaptcha/api.js?render=score-key"]'),
    ).not.toBeNull();
  });

  it('asks for the human checkbox after a refusal, and sends its single-use token once', async () => {
    config = recaptcha;
    const { result } = renderHook(() => useCaptcha());
    act(() => result.current.refused());
    expect(result.current.human).toEqual(recaptcha);
    await expect(result.current.solve('login')).rejects.toBeInstanceOf(CaptchaRequiredError);
    act(() => result.current.setHumanToken('human-token'));
    let solution: unknown;
    await act(async () => {
      solution = await result.current.solve('login');
    });
    expect(solution).toEqual({ humanRecaptchaToken: 'human-token', siteKey: 'human-key' });
    expect(result.current.humanToken).toBeNull();
  });
});
