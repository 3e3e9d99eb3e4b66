// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { useTranslation } from '@/i18n/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { memberDetailsFixture } from '@/test-utils/member-details';
import { testConfiguration } from '@/test-utils/render-with-providers';
import { useConfiguration } from '@/features/configuration/hooks/use-configuration';
import { useGetMemberDetailsQuery } from '@/store/member-api';
import { MemberStoreProvider } from '@/store/member-store-provider';
import { AppProviders } from './app-providers';

vi.mock('next/navigation', () => ({
  usePathname: () => '/',
  useSearchParams: () => new URLSearchParams(),
  useRouter: () => ({ replace: vi.fn(), refresh: vi.fn() }),
}));

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function Greeting() {
  const { t } = useTranslation();
  const { businessName } = useConfiguration();
  return <h1>{t('home.welcome.title', { businessName })}</h1>;
}

const english = { code: 'en', name: 'English', direction: 'ltr' as const };

describe('AppProviders', () => {
  it('renders the page at once, translated, when the server preloaded everything', () => {
    render(
      <AppProviders
        bootstrap={{
          configuration: testConfiguration,
          language: english,
          translation: { 'home.welcome.title': 'Welcome to {{businessName}}' },
        }}
        session={null}
        requestedLanguage={null}
        loadingLabel="Loading..."
      >
        <Greeting />
      </AppProviders>,
    );
    expect(screen.getByRole('heading').textContent).toBe('Welcome to Bean & Leaf Café');
    // The loading spinner is gone (the route progress keeps its own empty polite status region).
    expect(screen.queryByText('Loading...')).toBeNull();
  });

  it('puts the member details the server fetched in the member store, which every member screen shares: the first render shows them, nothing is fetched', () => {
    const fetchSpy = vi.fn(async () => Response.json({}));
    vi.stubGlobal('fetch', fetchSpy);
    const details = memberDetailsFixture({
      email: 'ada@example.com',
      firstName: 'Ada',
      credit: 250,
      points: 1200,
    });
    function Points() {
      const { data, isFetching } = useGetMemberDetailsQuery();
      return (
        <p>
          {data ? `${data.member.firstName}: ${data.member.pointsBalance.balance.nonMonetary}` : 'none'}
          {isFetching ? ' (fetching)' : ''}
        </p>
      );
    }
    render(
      <AppProviders
        bootstrap={{ configuration: testConfiguration, language: english, translation: {} }}
        session={null}
        memberDetails={details}
        requestedLanguage={null}
        loadingLabel="Loading..."
      >
        <MemberStoreProvider>
          <Points />
        </MemberStoreProvider>
        <MemberStoreProvider>
          <Points />
        </MemberStoreProvider>
      </AppProviders>,
    );
    expect(screen.getAllByText('Ada: 1200')).toHaveLength(2);
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('shows the Loading... spinner, loads configuration and texts itself, then renders', async () => {
    vi.stubGlobal('fetch', async (url: string) =>
      Response.json(
        url === '/api/configuration'
          ? { ...testConfiguration, defaultLanguage: { code: 'ar', name: 'العربية', direction: 'rtl' } }
          : { 'home.welcome.title': 'مرحبًا بك في {{businessName}}' },
      ),
    );
    render(
      <AppProviders bootstrap={null} session={null} requestedLanguage={null} loadingLabel="Loading...">
        <Greeting />
      </AppProviders>,
    );
    expect(screen.getByRole('status').textContent).toBe('Loading...');
    expect((await screen.findByRole('heading')).textContent).toBe('مرحبًا بك في Bean & Leaf Café');
    // The loading spinner is gone (the route progress keeps its own empty polite status region).
    expect(screen.queryByText('Loading...')).toBeNull();
    expect([document.documentElement.lang, document.documentElement.dir]).toEqual(['ar', 'rtl']);
  });

  it('shows the crash screen when the configuration cannot be loaded', async () => {
    vi.stubGlobal('fetch', async () => new Response('{}', { status: 404 }));
    render(
      <AppProviders bootstrap={null} session={null} requestedLanguage={null} loadingLabel="Loading...">
        <Greeting />
      </AppProviders>,
    );
    expect((await screen.findByRole('alert')).textContent).toBe('Ooops, something went wrong :(');
    expect(screen.getByRole('button', { name: 'Refresh' })).toBeTruthy();
  });
});
