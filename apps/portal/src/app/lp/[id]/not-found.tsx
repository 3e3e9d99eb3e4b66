import { campaignMessageKeys } from '@loyalty/contract/constants';
import { LandingUnavailable } from '@/features/landing/components/landing-unavailable';
import { getPageTranslator } from '@/server/page-translator';

/** A landing page id nobody knows: a 404, in the landing page's own words. */
export default async function LandingNotFound() {
  return <LandingUnavailable messageKey={campaignMessageKeys.notFound} t={await getPageTranslator()} />;
}
