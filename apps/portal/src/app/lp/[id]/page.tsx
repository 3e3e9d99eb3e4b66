import { LandingRoute, landingMetadata, type LandingParams } from '../_components/landing-route';

type Search = Promise<Record<string, string | string[] | undefined>>;

/** `/lp/{id}`: a campaign's landing page. */
export default function LandingPage(props: { params: LandingParams; searchParams: Search }) {
  return <LandingRoute {...props} />;
}

export const generateMetadata = ({ params, searchParams }: { params: LandingParams; searchParams: Search }) =>
  landingMetadata(params, searchParams);
