import { campaignMessageKeys } from '@loyalty/contract/constants';
import { LandingUnavailable } from '@/features/landing/components/landing-unavailable';

/** `/lp/glp/{id}` of an id nobody knows: a 404, in the landing page's own words. */
export default function LandingNotFound() {
  return <LandingUnavailable messageKey={campaignMessageKeys.notFound} />;
}
