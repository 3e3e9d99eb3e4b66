'use client';

import { useState, type FormEvent } from 'react';
import type { LandingClaim, LandingCodeSent, LandingPage } from '@loyalty/contract';
import { campaignMessageKeys, messageKeys } from '@loyalty/contract/constants';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import {
  ConsentField,
  HumanCheck,
  apiMessageOf,
  codeDigits,
  signIn,
  useCaptcha,
  useCountdown,
} from '@/features/auth';
import { useTranslation } from '@/i18n/react';
import { useConfirmLandingMutation, useRegisterLandingMutation } from '../api/landing-claim';
import { readSelectedCountry, selectedCountryCookie } from '../selected-country';

/** Refusals with a text of their own; anything else reads as the general error. */
const KNOWN_ERRORS = new Set<string>([
  ...Object.values(campaignMessageKeys),
  messageKeys.captchaInvalid,
  messageKeys.codeInvalid,
  messageKeys.codeExpired,
  messageKeys.codeExhausted,
  messageKeys.codeThrottled,
  messageKeys.codeFormat,
  messageKeys.rateLimited,
  messageKeys.phoneNotInRightFormat,
  messageKeys.unavailable,
]);

/** The first field issue of a 400 (the phone number's pattern), else the refusal's own key. */
function errorKeyOf(error: unknown): string {
  // The captcha's own refusal (the reCAPTCHA checkbox not ticked) is thrown before any request.
  if (error instanceof Error && KNOWN_ERRORS.has(error.message)) return error.message;
  const data = (error as { data?: { issues?: { message?: unknown }[] } } | null)?.data;
  const issue = data?.issues?.[0]?.message;
  const key = typeof issue === 'string' ? issue : apiMessageOf(error);
  return key && KNOWN_ERRORS.has(key) ? key : messageKeys.generalError;
}

function initialCountry(page: LandingPage): string | undefined {
  const codes = page.countries.map((country) => country.code);
  const picked = typeof document === 'undefined' ? undefined : readSelectedCountry(document.cookie, codes);
  return picked ?? codes[0];
}

export interface PhoneClaimFormProps {
  page: LandingPage;
  onClaimed: (claim: LandingClaim) => void;
}

/**
 * The landing page's form: a phone number (with its country when the page serves several) and consent, a code
 * by SMS, then the code. The claim signs the visitor in with the ticket it carries.
 */
export function PhoneClaimForm({ page, onClaimed }: PhoneClaimFormProps) {
  const { t, i18n } = useTranslation();
  const captcha = useCaptcha();
  const [register, { isLoading: sending }] = useRegisterLandingMutation();
  const [confirm] = useConfirmLandingMutation();
  const [country, setCountry] = useState(() => initialCountry(page));
  const [phone, setPhone] = useState('');
  const [consent, setConsent] = useState(false);
  const [code, setCode] = useState('');
  const [sent, setSent] = useState<(LandingCodeSent & { at: number }) | null>(null);
  const [fieldErrors, setFieldErrors] = useState<{ phone?: string; consent?: string; code?: string }>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [claiming, setClaiming] = useState(false);
  const secondsLeft = useCountdown(sent ? sent.at + sent.resendAfterSeconds * 1000 : 0);

  const pickCountry = (code: string) => {
    setCountry(code);
    const picked = page.countries.find((entry) => entry.code === code);
    if (picked) document.cookie = selectedCountryCookie(picked, window.location.protocol === 'https:');
  };

  const sendCode = async () => {
    const solution = await captcha.solve('landing');
    const result = await register({
      landingPageId: page.id,
      phoneNumber: phone,
      country,
      language: i18n.language,
      ...solution,
    });
    setSent({ ...result, at: Date.now() });
  };

  const submitPhone = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFormError(null);
    const errors: typeof fieldErrors = {};
    if (!phone.trim()) errors.phone = messageKeys.validationRequired;
    if (!consent) errors.consent = messageKeys.consentRequired;
    setFieldErrors(errors);
    if (errors.phone || errors.consent) {
      event.currentTarget
        .querySelector<HTMLInputElement>(`[name="${errors.phone ? 'phone' : 'consent'}"]`)
        ?.focus();
      return;
    }
    try {
      await sendCode();
    } catch (error) {
      const key = errorKeyOf(error);
      if (key === messageKeys.captchaInvalid) captcha.refused();
      if (key === messageKeys.phoneNotInRightFormat || key === campaignMessageKeys.countryNotAllowed)
        setFieldErrors({ phone: key });
      else setFormError(key);
    }
  };

  const resend = async () => {
    setFormError(null);
    setNotice(null);
    try {
      await sendCode();
      setCode('');
      setNotice('landing.code.resent');
    } catch (error) {
      setFormError(errorKeyOf(error));
    }
  };

  const submitCode = async (event: FormEvent) => {
    event.preventDefault();
    setFormError(null);
    setNotice(null);
    if (!sent) return;
    if (code.length !== 6) {
      setFieldErrors({ code: messageKeys.codeFormat });
      return;
    }
    setFieldErrors({});
    setClaiming(true);
    try {
      const claim = await confirm({
        landingPageId: page.id,
        phoneNumber: sent.phoneNumber,
        code,
        consent: true,
        language: i18n.language,
      });
      await signIn('custom', { token: claim.ticket, isLandingPage: 'true' }, window.location.href);
      onClaimed(claim);
    } catch (error) {
      setFormError(errorKeyOf(error));
      setCode('');
    } finally {
      setClaiming(false);
    }
  };

  if (!sent) {
    return (
      <form noValidate onSubmit={submitPhone} className="flex flex-col gap-5" aria-labelledby="claim-title">
        <h2 id="claim-title" className="text-lg font-semibold">
          {t('landing.form.title')}
        </h2>
        {formError && <Alert variant="error">{t(formError)}</Alert>}
        {page.countries.length > 1 && (
          <div className="flex flex-col gap-1.5">
            <label htmlFor="landing-country" className="text-sm font-medium">
              {t('landing.country.label')}
            </label>
            <select
              id="landing-country"
              name="country"
              value={country}
              onChange={(event) => pickCountry(event.target.value)}
              className="min-h-11 w-full rounded-lg border border-border bg-surface px-3 text-base text-foreground"
            >
              {page.countries.map((entry) => (
                <option key={entry.code} value={entry.code}>
                  {`${entry.name} (${entry.phonePrefix})`}
                </option>
              ))}
            </select>
          </div>
        )}
        <TextField
          name="phone"
          label={t('landing.phone.label')}
          hint={t('landing.phone.hint')}
          error={fieldErrors.phone ? t(fieldErrors.phone) : null}
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          dir="ltr"
          required
          value={phone}
          onChange={(event) => setPhone(event.target.value)}
        />
        <ConsentField
          checked={consent}
          onChange={setConsent}
          error={fieldErrors.consent ? t(fieldErrors.consent) : null}
        />
        {captcha.human && <HumanCheck config={captcha.human} onToken={captcha.setHumanToken} />}
        <Button type="submit" disabled={sending} aria-busy={sending || undefined} className="w-full">
          {sending ? t('auth.pending') : t('landing.submit')}
        </Button>
      </form>
    );
  }

  return (
    <form noValidate onSubmit={submitCode} className="flex flex-col gap-5" aria-labelledby="code-title">
      <h2 id="code-title" className="text-lg font-semibold">
        {t('landing.code.title')}
      </h2>
      <p className="text-sm text-muted-foreground">
        {t('landing.code.sent', { phone: `\u2068${sent.phoneNumber}\u2069` })}
      </p>
      {formError && <Alert variant="error">{t(formError)}</Alert>}
      {notice && <Alert variant="success">{t(notice)}</Alert>}
      <TextField
        name="code"
        label={t('landing.code.label')}
        error={fieldErrors.code ? t(fieldErrors.code) : null}
        type="text"
        inputMode="numeric"
        autoComplete="one-time-code"
        pattern="[0-9]*"
        dir="ltr"
        required
        autoFocus
        value={code}
        onChange={(event) => setCode(codeDigits(event.target.value))}
        className="text-center font-mono text-2xl tracking-[0.5em]"
      />
      <Button type="submit" disabled={claiming} aria-busy={claiming || undefined} className="w-full">
        {claiming ? t('auth.pending') : t('landing.code.submit')}
      </Button>
      {captcha.human && <HumanCheck config={captcha.human} onToken={captcha.setHumanToken} />}
      <div className="flex flex-col items-center gap-2 text-sm">
        <Button variant="ghost" disabled={secondsLeft > 0 || sending} onClick={() => void resend()}>
          {t('landing.code.resend')}
        </Button>
        {secondsLeft > 0 && (
          <p className="text-muted-foreground">{t('landing.code.resend.wait', { seconds: secondsLeft })}</p>
        )}
        <Button
          variant="link"
          onClick={() => {
            setSent(null);
            setCode('');
            setFormError(null);
          }}
        >
          {t('landing.code.change')}
        </Button>
      </div>
    </form>
  );
}
