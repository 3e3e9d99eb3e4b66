// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { businessConfigurationSchema } from '@loyalty/contract';
import { applyBootstrapToDocument, BootstrapHttpError, loadBootstrap } from './bootstrap';

const configuration = businessConfigurationSchema.parse({
  businessId: 'northwind',
  businessName: 'Northwind Books',
  defaultLanguage: { code: 'he', name: 'עברית', direction: 'rtl' },
  menu: [],
  themeStyle: { primaryColor: '#1e3a8a', primaryForegroundColor: '#ffffff', accentColor: '#fbbf24' },
});

type Answer = { status: number; body?: unknown } | 'network-error';

/** A fetch that answers each URL from a queue, recording the calls. */
function stubFetch(answers: Record<string, Answer[]>) {
  const calls: string[] = [];
  vi.stubGlobal('fetch', async (url: string) => {
    calls.push(url);
    const answer = answers[url]?.shift() ?? { status: 500 };
    if (answer === 'network-error') throw new TypeError('Failed to fetch');
    return new Response(JSON.stringify(answer.body ?? {}), { status: answer.status });
  });
  return calls;
}

const noWait = { sleep: async () => undefined };

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('loadBootstrap', () => {
  it('loads the configuration, then the texts of the business default language', async () => {
    const calls = stubFetch({
      '/api/configuration': [{ status: 200, body: configuration }],
      '/api/locales/he/translation': [{ status: 200, body: { 'general.loading': 'טוען...' } }],
    });
    const data = await loadBootstrap(null, undefined, noWait);
    expect(data.language.code).toBe('he');
    expect(data.translation).toEqual({ 'general.loading': 'טוען...' });
    expect(calls).toEqual(['/api/configuration', '/api/locales/he/translation']);
  });

  it('retries network errors and 5xx with the policy delays', async () => {
    const waits: number[] = [];
    stubFetch({
      '/api/configuration': ['network-error', { status: 503 }, { status: 200, body: configuration }],
      '/api/locales/ar/translation': [{ status: 500 }, { status: 200, body: { a: 'b' } }],
    });
    const data = await loadBootstrap({ code: 'ar', name: 'العربية', direction: 'rtl' }, undefined, {
      sleep: async (ms) => void waits.push(ms),
    });
    expect(data.language.code).toBe('ar');
    expect(waits).toEqual([350, 700, 350]);
  });

  it('gives up after 5 retries', async () => {
    const calls = stubFetch({});
    await expect(loadBootstrap(null, undefined, noWait)).rejects.toBeInstanceOf(BootstrapHttpError);
    expect(calls).toHaveLength(6);
  });

  it('falls back to the business default when the requested language is not offered (404), without retrying it', async () => {
    const calls = stubFetch({
      '/api/configuration': [{ status: 200, body: configuration }],
      '/api/locales/es/translation': [{ status: 404 }],
      '/api/locales/he/translation': [{ status: 200, body: {} }],
    });
    const data = await loadBootstrap({ code: 'es', name: 'Español', direction: 'ltr' }, undefined, noWait);
    expect(data.language).toEqual(configuration.defaultLanguage);
    expect(calls).toEqual([
      '/api/configuration',
      '/api/locales/es/translation',
      '/api/locales/he/translation',
    ]);
  });
});

describe('applyBootstrapToDocument', () => {
  it('sets lang, dir, title and the brand style sheet', () => {
    applyBootstrapToDocument({ configuration, language: configuration.defaultLanguage, translation: {} });
    expect(document.documentElement.lang).toBe('he');
    expect(document.documentElement.dir).toBe('rtl');
    expect(document.title).toBe('Northwind Books');
    expect(document.getElementById('brand-theme')?.textContent).toContain("[data-theme='dark']");
  });
});
