import { EMAIL_PATTERN, PHONE_PATTERN, REFERRAL_QUERY_PARAM } from '@loyalty/contract';
import { SignInFlow } from '@/features/auth/components/sign-in-flow';
import { getPageContext } from '@/server/page-context';

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value) ?? null;

// The client gets the contract's patterns as data: importing the contract there would bundle zod.
const patterns = { email: EMAIL_PATTERN.source, phone: PHONE_PATTERN.source };

/** `/auth/signin`: sign-in and registration with a one-time code. */
export default async function SignInPage({ searchParams }: { searchParams: SearchParams }) {
  const params = await searchParams;
  const { configuration } = await getPageContext();
  const image = configuration?.loginScreenImageUrl;

  return (
    <div className="mx-auto w-full max-w-md">
      <div className="rounded-2xl border border-border bg-surface p-6 shadow-sm sm:p-8">
        {image && (
          // A plain <img>: business images live on hosts next/image does not know.
          <img src={image} alt="" className="mb-6 h-32 w-full rounded-xl object-cover" />
        )}
        <SignInFlow
          callbackUrl={first(params.callbackUrl)}
          error={first(params.error)}
          patterns={patterns}
          referralCode={first(params[REFERRAL_QUERY_PARAM])}
        />
      </div>
    </div>
  );
}
