import { PassThrough } from 'node:stream';
import { renderToPipeableStream } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { createI18n } from '@/i18n/create-i18n';
import { I18nProvider } from '@/i18n/react';
import { createShellStore, ShellStoreProvider } from '@/store/shell-store';
import { testConfiguration } from '@/test-utils/render-with-providers';
import { PrivacyChrome } from './privacy-chrome';

vi.mock('next/navigation', () => ({
  usePathname: () => '/member/profile',
  useSearchParams: () => new URLSearchParams(),
}));

/** The chrome as the server streams it, with React told to send every finished boundary out of line. */
async function streamed(consentDecided: boolean): Promise<string> {
  const shell = createShellStore({
    configurations: { configuration: testConfiguration, language: testConfiguration.defaultLanguage },
    theme: { current: 'light', saved: 'light' },
  });
  const i18n = createI18n('en', { 'cookie.consent.title': 'We use cookies' });
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const sink = new PassThrough();
    sink.on('data', (chunk: Buffer) => chunks.push(chunk));
    sink.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    const { pipe } = renderToPipeableStream(
      <html>
        <body>
          <ShellStoreProvider store={shell}>
            <I18nProvider i18n={i18n}>
              <PrivacyChrome consentDecided={consentDecided} />
            </I18nProvider>
          </ShellStoreProvider>
        </body>
      </html>,
      // 0: as on a long member page, whose first 12.8 KB (React's default) are spent before the banner.
      { progressiveChunkSize: 0, onAllReady: () => pipe(sink), onError: reject },
    );
  });
}

describe('PrivacyChrome on the server', () => {
  it('sends the cookie banner in place, never out of line where a script reveals it later', async () => {
    const html = await streamed(false);
    const bannerAt = html.indexOf('data-testid="cookie-banner"');
    expect(bannerAt).toBeGreaterThanOrEqual(0);
    // An out-of-line boundary's content waits in a hidden div (`S:n`) for its reveal script.
    expect(html.lastIndexOf('<div hidden id="S:', bannerAt)).toBe(-1);
  });

  it('sends no banner when the request carried a choice', async () => {
    expect(await streamed(true)).not.toContain('data-testid="cookie-banner"');
  });
});
