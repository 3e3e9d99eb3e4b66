'use client';

import { useRouter } from 'next/navigation';
import { signIn, signOut } from '../session-client';
import { useSession } from '@/lib/member-session';
import { lazy, Suspense, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from '@/i18n/react';
import type { RequestCodeResult, VerifyCodeResult } from '@loyalty/contract';
import { Alert } from '@/components/ui/alert';
import { safeCallbackUrl } from '@/lib/safe-callback-url';
import { useBusiness } from '../hooks/use-business';
import { useCaptcha } from '../hooks/use-captcha';
import { useLoginErrorKey } from '../hooks/use-error-key';
import { compilePatterns } from '../identifier';
import { rememberReferralCode } from '../referral-code';
import type { IdentifierPatterns } from '../identifier-patterns';
import { authMerged, initialAuthState } from '../store';
import { IdentifierStep } from './identifier-step';
import { useShellState, useShellStore } from '@/store/shell-store';
import { onFirstInteraction } from '@/lib/first-interaction';

// The steps after the first are not in the page's first download: they load once the page is idle (a member
// typing an address is slower than that), or at once when a step is needed first (a sign-in link's consent).
const loadCodeStep = () => import('./code-step');
const loadRegistrationStep = () => import('./registration-step');
const loadConsentStep = () => import('./consent-step');
const CodeStep = lazy(() => loadCodeStep().then((module) => ({ default: module.CodeStep })));
const RegistrationStep = lazy(() =>
  loadRegistrationStep().then((module) => ({ default: module.RegistrationStep })),
);
const ConsentStep = lazy(() => loadConsentStep().then((module) => ({ default: module.ConsentStep })));

function preloadLaterSteps(): void {
  for (const load of [loadCodeStep, loadRegistrationStep, loadConsentStep])
    void load().catch(() => undefined);
}

type Step =
  | { name: 'identifier' }
  | { name: 'code'; sent: RequestCodeResult; sentAt: number }
  | { name: 'registration'; ticket: string; identifier: string; channel: 'email' | 'sms'; fields: string[] }
  /** `link`: the ticket is a sign-in link's token, and the member may decline. */
  | { name: 'consent'; ticket: string; comoMemberId: string; link?: boolean };

export interface SignInFlowProps {
  /** The page to return to after sign-in (checked to stay on this portal). */
  callbackUrl: string | null;
  /** `?error=` of the page: next-auth's code (SessionRequired, CredentialsSignin …) or an API message key. */
  error: string | null;
  /** The contract's e-mail and phone patterns (sources), from the page's server part. */
  patterns: IdentifierPatterns;
  /** A friend's referral code from the link (`?ref=`), sent with a registration. */
  referralCode?: string | null;
}

/**
 * The sign-in page's steps (docs/architecture.md, "Sign-in, registration and sessions"): identifier →
 * code → (registration | consent) → next-auth sign-in → back to the callbackUrl.
 */
export function SignInFlow({ callbackUrl, error, patterns, referralCode = null }: SignInFlowProps) {
  const { t } = useTranslation();
  const router = useRouter();
  const shell = useShellStore();
  const { businessId } = useBusiness();
  const { status } = useSession();
  const captcha = useCaptcha();
  const [step, setStep] = useState<Step>({ name: 'identifier' });
  const [typed, setTyped] = useState('');
  const [announcement, setAnnouncement] = useState('');
  const [returned, setReturned] = useState(false);
  const [declined, setDeclined] = useState(false);
  const linkConsent = useShellState((state) => state.auth.linkConsent);
  const signingIn = useRef(false);
  const loginErrorKey = useLoginErrorKey();
  const compiled = useMemo(() => compilePatterns(patterns), [patterns]);

  useEffect(() => rememberReferralCode(referralCode), [referralCode]);
  // The later steps' code loads while the member types their e-mail or phone, not while the page settles.
  useEffect(() => onFirstInteraction(preloadLaterSteps), []);

  // A sign-in link of a member who has not consented yet: straight to the consent step (set while rendering,
  // when the link arrives, so the page never shows the identifier step first).
  const [shownLinkConsent, setShownLinkConsent] = useState<typeof linkConsent>(null);
  if (linkConsent !== shownLinkConsent) {
    setShownLinkConsent(linkConsent);
    if (linkConsent) {
      setDeclined(false);
      setStep({ name: 'consent', link: true, ...linkConsent });
    }
  }

  // A session the server refused (revoked, expired at the API) still has its cookie: drop it quietly.
  // A valid one has no business here: go where the member was heading.
  useEffect(() => {
    if (status !== 'authenticated' || signingIn.current) return;
    if (error === 'SessionRequired') void signOut();
    else router.replace(safeCallbackUrl(callbackUrl, window.location.origin));
  }, [status, error, callbackUrl, router]);

  const complete = async (provider: 'custom' | 'consent', credentials: Record<string, string>) => {
    const destination = safeCallbackUrl(callbackUrl, window.location.origin);
    signingIn.current = true;
    setAnnouncement(t('auth.signin.progress'));
    try {
      // Reads the new session, for this tab and (broadcast) the member's other tabs.
      const result = await signIn(provider, credentials, new URL(destination, window.location.origin).href);
      if (!result.ok) throw new Error(result.error ?? 'CredentialsSignin');
      shell.set('auth', initialAuthState);
      router.replace(destination);
      router.refresh();
      return null;
    } catch (failure) {
      signingIn.current = false;
      setAnnouncement('');
      return loginErrorKey(failure instanceof Error ? failure.message : null);
    }
  };

  const onSent = (sent: RequestCodeResult, value: string) => {
    setTyped(value);
    shell.set('auth', (auth) => authMerged(auth, { userIdentifier: sent.identifier }));
    setAnnouncement(t('auth.code.sent.status'));
    setStep({ name: 'code', sent, sentAt: Date.now() });
  };

  const onVerified = async (result: VerifyCodeResult): Promise<string | null> => {
    const identifier = step.name === 'code' ? step.sent.identifier : typed;
    if (result.status === 'authenticated')
      return complete('custom', { token: result.ticket, userIdentifier: identifier, registered: 'true' });
    if (result.status === 'consent-required')
      setStep({ name: 'consent', ticket: result.ticket, comoMemberId: result.comoMemberId });
    else
      setStep({
        name: 'registration',
        ticket: result.ticket,
        identifier: result.identifier,
        channel: result.channel,
        fields: result.fields,
      });
    return null;
  };

  const pageError = error && !(error === 'SessionRequired' && status === 'authenticated') ? error : null;

  return (
    <div className="flex flex-col gap-6">
      {declined && step.name === 'identifier' && <Alert variant="info">{t('auth.consent.declined')}</Alert>}
      {pageError && !declined && step.name === 'identifier' && (
        <Alert variant={error === 'SessionRequired' ? 'info' : 'error'}>{t(loginErrorKey(pageError))}</Alert>
      )}
      {step.name === 'identifier' && (
        <IdentifierStep
          initialValue={typed}
          captcha={captcha}
          patterns={compiled}
          focusOnMount={returned}
          onSent={onSent}
        />
      )}
      <Suspense fallback={<p className="text-sm text-muted-foreground">{t('general.loading')}</p>}>
        {step.name === 'code' && (
          <CodeStep
            sent={step.sent}
            sentAt={step.sentAt}
            captcha={captcha}
            onVerified={onVerified}
            onResent={(sent) => setStep({ name: 'code', sent, sentAt: Date.now() })}
            onBack={() => {
              setReturned(true);
              setStep({ name: 'identifier' });
            }}
          />
        )}
        {step.name === 'registration' && (
          <RegistrationStep
            ticket={step.ticket}
            channel={step.channel}
            fields={step.fields}
            patterns={compiled}
            onRegistered={(ticket) =>
              complete('custom', { token: ticket, userIdentifier: step.identifier, registered: 'false' })
            }
          />
        )}
        {step.name === 'consent' && (
          <ConsentStep
            onConsented={() =>
              complete('consent', {
                comoMemberId: step.comoMemberId,
                businessId,
                ticket: step.ticket,
                extraFields: JSON.stringify({ consent: true }),
              })
            }
            onDeclined={
              step.link
                ? () => {
                    // The link's token is dropped: nothing signs this member in without their consent.
                    shell.set('auth', initialAuthState);
                    setDeclined(true);
                    setStep({ name: 'identifier' });
                  }
                : undefined
            }
          />
        )}
      </Suspense>
      <p role="status" aria-live="polite" className="sr-only">
        {announcement}
      </p>
    </div>
  );
}
