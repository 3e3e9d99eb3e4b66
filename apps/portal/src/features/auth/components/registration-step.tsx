'use client';

import { useEffect, useState, type FormEvent } from 'react';
import type * as BirthdayModule from '@loyalty/contract/birthday';
import { useTranslation } from '@/i18n/react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { useRegisterMutation } from '../api/register';
import { apiFieldIssuesOf, apiMessageOf, registrationErrorKey } from '../error-keys';
import { useBusiness } from '../hooks/use-business';
import { useFocusOnMount } from '../hooks/use-focus-on-mount';
import { checkOptionalContact, type CompiledPatterns } from '../identifier';
import { messageKeys as keys } from '@loyalty/contract/constants';
import { forgetReferralCode, rememberedReferralCode } from '../referral-code';
import { ConsentField } from './consent-field';
import { StepLayout } from './step-layout';

export interface RegistrationStepProps {
  ticket: string;
  /** How the code reached the member: the other kind of contact is asked for (optional unless mandatory). */
  channel: 'email' | 'sms';
  /** The business's mandatory fields, as the API listed them. */
  fields: string[];
  patterns: CompiledPatterns;
  /** Signs in with the new member's ticket; answers an error key when that failed. */
  onRegistered: (ticket: string) => Promise<string | null>;
}

type FieldName = 'firstName' | 'lastName' | 'email' | 'phone';
type Values = Record<FieldName, string>;
type ErrorName = FieldName | 'birthday' | 'consent';

// The contract's birthday rules come with zod: loaded only when a business asks for the birthday, so that the
// sign-in page's first load stays free of the schema library.
type BirthdayRules = typeof BirthdayModule;
const loadBirthdayRules = (): Promise<BirthdayRules> => import('@loyalty/contract/birthday');

/** An example date in the page's language (17 May 1990), so the member sees the order day, month and year come in. */
function exampleDate(language: string): string {
  try {
    return new Intl.DateTimeFormat(language.replace('_', '-'), {
      day: '2-digit',
      month: '2-digit',
      year: 'numeric',
      timeZone: 'UTC',
    }).format(Date.UTC(1990, 4, 17));
  } catch {
    return '17/05/1990';
  }
}

const autoComplete: Record<FieldName, string> = {
  firstName: 'given-name',
  lastName: 'family-name',
  email: 'email',
  phone: 'tel',
};

/** Step 3 for a new identifier: the mandatory fields, the other identifier, consent. */
export function RegistrationStep({ ticket, channel, fields, patterns, onRegistered }: RegistrationStepProps) {
  const { t, i18n } = useTranslation();
  const { businessName } = useBusiness();
  const [values, setValues] = useState<Values>({ firstName: '', lastName: '', email: '', phone: '' });
  const [consent, setConsent] = useState(false);
  const [birthday, setBirthday] = useState('');
  const [birthdayRules, setBirthdayRules] = useState<BirthdayRules | null>(null);
  const [errors, setErrors] = useState<Partial<Record<ErrorName, string>>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [register] = useRegisterMutation();
  const heading = useFocusOnMount<HTMLHeadingElement>(true);

  const otherContact: FieldName = channel === 'email' ? 'phone' : 'email';
  const shown: FieldName[] = [
    ...(['firstName', 'lastName'] as const).filter((name) => fields.includes(name)),
    otherContact,
  ];
  const isRequired = (name: FieldName) => fields.includes(name);
  const asksBirthday = fields.includes('birthday');

  useEffect(() => {
    if (asksBirthday) void loadBirthdayRules().then(setBirthdayRules);
  }, [asksBirthday]);

  const validate = async () => {
    const found: typeof errors = {};
    for (const name of shown) {
      const value = values[name].trim();
      if (isRequired(name) && !value) found[name] = keys.validationRequired;
      else if (name === 'email' || name === 'phone') {
        const error = checkOptionalContact(name, value, patterns);
        if (error) found[name] = error;
      }
    }
    if (asksBirthday) {
      if (!birthday) found.birthday = keys.validationRequired;
      else {
        const checked = (birthdayRules ?? (await loadBirthdayRules())).birthdaySchema.safeParse(birthday);
        if (!checked.success)
          found.birthday = checked.error.issues[0]?.message ?? keys.birthdayNotInRightFormat;
      }
    }
    if (!consent) found.consent = keys.consentRequired;
    return found;
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFormError(null);
    const form = event.currentTarget;
    const found = await validate();
    setErrors(found);
    const firstInvalid = Object.keys(found)[0];
    if (firstInvalid) {
      form.querySelector<HTMLInputElement>(`[name="${firstInvalid}"]`)?.focus();
      return;
    }
    setBusy(true);
    try {
      const optional = (name: FieldName) => (shown.includes(name) && values[name].trim()) || undefined;
      const registered = await register({
        ticket,
        firstName: optional('firstName'),
        lastName: optional('lastName'),
        email: optional('email'),
        phone: optional('phone'),
        birthday: asksBirthday ? birthday : undefined,
        language: i18n.language,
        consent: true,
        referralCode: rememberedReferralCode(),
      });
      // The API credits a code at most once per new member; this member is registered now.
      forgetReferralCode();
      const error = await onRegistered(registered.ticket);
      if (error) setFormError(error);
    } catch (error) {
      // A field the server refused shows beneath that field, like the browser's own checks.
      const issues = apiFieldIssuesOf(error);
      const birthdayIssue = issues.find((issue) => issue.path === 'birthday');
      if (birthdayIssue) {
        setErrors({ birthday: birthdayIssue.message });
        form.querySelector<HTMLInputElement>('[name="birthday"]')?.focus();
      } else setFormError(registrationErrorKey(apiMessageOf(error)));
    } finally {
      setBusy(false);
    }
  };

  const labels: Record<FieldName, string> = {
    firstName: t('auth.registration.first.name'),
    lastName: t('auth.registration.last.name'),
    email: t('auth.registration.email'),
    phone: t('auth.registration.phone'),
  };

  return (
    <StepLayout
      title={t('auth.registration.title')}
      intro={t('auth.registration.intro', { businessName })}
      headingRef={heading}
    >
      <form noValidate onSubmit={submit} className="flex flex-col gap-5">
        {formError && <Alert variant="error">{t(formError)}</Alert>}
        {shown.map((name) => (
          <TextField
            key={name}
            name={name}
            label={labels[name]}
            hint={isRequired(name) ? undefined : t('auth.registration.optional')}
            error={errors[name] ? t(errors[name]) : null}
            required={isRequired(name)}
            type={name === 'email' ? 'email' : name === 'phone' ? 'tel' : 'text'}
            dir={name === 'email' || name === 'phone' ? 'ltr' : undefined}
            autoComplete={autoComplete[name]}
            value={values[name]}
            onChange={(event) => setValues((previous) => ({ ...previous, [name]: event.target.value }))}
          />
        ))}
        {asksBirthday && (
          <TextField
            name="birthday"
            type="date"
            label={t('auth.registration.birthday')}
            hint={t('auth.registration.birthday.hint', { example: exampleDate(i18n.language) })}
            error={errors.birthday ? t(errors.birthday) : null}
            required
            autoComplete="bday"
            min={birthdayRules?.earliestBirthday()}
            max={birthdayRules?.latestBirthday()}
            value={birthday}
            onChange={(event) => setBirthday(event.target.value)}
          />
        )}
        <ConsentField
          checked={consent}
          onChange={setConsent}
          error={errors.consent ? t(errors.consent) : null}
        />
        <Button type="submit" disabled={busy} aria-busy={busy || undefined} className="w-full">
          {busy ? t('auth.pending') : t('auth.registration.submit')}
        </Button>
      </form>
    </StepLayout>
  );
}
