import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { campaignMessageKeys } from '@loyalty/contract/constants';
import { LandingScreen } from '@/features/landing/components/landing-screen';
import { LandingUnavailable } from '@/features/landing/components/landing-unavailable';
import { loadLandingPage } from '@/server/landing-page';
import { getPageContext } from '@/server/page-context';
import { getPageTranslator } from '@/server/page-translator';

export type LandingParams = Promise<{ id: string }>;
type LandingSearch = Promise<Record<string, string | string[] | undefined>>;

/** `?legacy=1` (or a non-uuid id) looks the page up by the id it had in a previous system. */
async function lookup(params: LandingParams, searchParams: LandingSearch) {
  const { id } = await params;
  const search = await searchParams;
  const byLegacy = search.legacy === '1' || !/^[0-9a-f-]{36}$/i.test(id);
  const loaded = await loadLandingPage(decodeURIComponent(id), byLegacy ? 'legacyId' : 'id');
  // An unknown page answers 404 (its segment's not-found.tsx says so in the landing page's words); a paused, ended
  // or future one is a page that exists, with its own text.
  if ('unavailable' in loaded && loaded.unavailable === campaignMessageKeys.notFound) notFound();
  return loaded;
}

export async function landingMetadata(params: LandingParams, searchParams: LandingSearch): Promise<Metadata> {
  const loaded = await lookup(params, searchParams);
  return 'page' in loaded ? { title: loaded.page.title, description: loaded.page.text.slice(0, 160) } : {};
}

/** `/lp/{id}` and `/lp/glp/{id}`: the same page; the chrome rules hide the bar and banner on both. */
export async function LandingRoute({
  params,
  searchParams,
}: {
  params: LandingParams;
  searchParams: LandingSearch;
}) {
  const loaded = await lookup(params, searchParams);
  const { configuration } = await getPageContext();
  const t = await getPageTranslator();
  if ('unavailable' in loaded) return <LandingUnavailable messageKey={loaded.unavailable} t={t} />;
  return (
    <LandingScreen
      page={loaded.page}
      dateFormat={configuration?.dateFormat ?? 'dd/MM/yyyy'}
      timeZone={configuration?.timeZone ?? 'UTC'}
      t={t}
    />
  );
}
