import { LandingRoute, landingMetadata, type LandingParams } from '../../_components/landing-route';

type Search = Promise<Record<string, string | string[] | undefined>>;

/** `/lp/glp/{id}`: the gift landing page variant (no navigation bar, no cookie banner). */
export default function GiftLandingPage(props: { params: LandingParams; searchParams: Search }) {
  return <LandingRoute {...props} />;
}

export const generateMetadata = ({ params, searchParams }: { params: LandingParams; searchParams: Search }) =>
  landingMetadata(params, searchParams);
