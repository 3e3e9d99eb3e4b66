'use client';

import { useMemo, useRef, useState, type FormEvent } from 'react';
import type { FormDefinition, FormSubmissionResult } from '@loyalty/contract';
import { formMessageKeys, messageKeys } from '@loyalty/contract/constants';
import { buildSubmissionSchema, fieldErrorsOf, localize } from '@loyalty/contract/forms';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { HumanCheck, apiMessageOf, useCaptcha } from '@/features/auth';
import { useTranslation } from '@/i18n/react';
import { useSession } from '@/lib/member-session';
import { useShellStore } from '@/store/shell-store';
import { useSubmitFormMutation } from '../api/submit-form';
import { formSubmissionChanged } from '../store';
import { FormFieldInput, type FieldValue } from './form-field';
import { useAppPathname } from '@/lib/app-location';

export interface DynamicFormProps {
  form: FormDefinition;
  /** Answers to start with, by field name (a page's query parameters: `?source=newsletter`). */
  prefill?: Record<string, string>;
  onSubmitted?: (result: FormSubmissionResult) => void;
  /** The title's level: h1 on a page of its own, h2 (default) inside another page such as a landing page. */
  headingLevel?: 'h1' | 'h2';
}

/** Refusals with a text of their own; anything else reads as the general error. */
const KNOWN_ERRORS = new Set<string>([
  ...Object.values(formMessageKeys),
  messageKeys.captchaInvalid,
  messageKeys.rateLimited,
  messageKeys.unavailable,
]);

function initialValues(form: FormDefinition, prefill: Record<string, string>): Record<string, FieldValue> {
  const values: Record<string, FieldValue> = {};
  for (const field of form.fields) {
    const given = prefill[field.name];
    if (field.type === 'checkbox' || field.type === 'consent') values[field.name] = given === 'true';
    else if (field.type === 'multipleChoice') values[field.name] = given ? given.split(',') : [];
    else values[field.name] = given ?? (field.type === 'hidden' ? (field.defaultValue ?? '') : '');
  }
  return values;
}

/** Field issues of a 400 (`formFields.<name>`), by field name. */
function serverFieldErrors(error: unknown): Record<string, string> {
  const issues = (error as { data?: { issues?: { path?: unknown; message?: unknown }[] } } | null)?.data
    ?.issues;
  const errors: Record<string, string> = {};
  for (const issue of issues ?? []) {
    if (typeof issue.path !== 'string' || typeof issue.message !== 'string') continue;
    const name = issue.path.replace(/^formFields\./, '');
    if (name !== issue.path && !(name in errors)) errors[name] = issue.message;
  }
  return errors;
}

function newIdempotencyKey(): string {
  return crypto.randomUUID();
}

/**
 * Any form of the business, drawn from its definition: labelled fields with help and errors beneath, checked in the
 * browser with the same schema the API applies, then sent once (a key per fill makes a double click one
 * submission). Guests solve the captcha; a members-only form asks them to sign in first.
 */
export function DynamicForm({
  form,
  prefill = {},
  onSubmitted,
  headingLevel: Heading = 'h2',
}: DynamicFormProps) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const { status } = useSession();
  const guest = status !== 'authenticated';
  const captcha = useCaptcha();
  const shell = useShellStore();
  const [submit, { isLoading }] = useSubmitFormMutation();
  const schema = useMemo(() => buildSubmissionSchema(form), [form]);
  const [values, setValues] = useState(() => initialValues(form, prefill));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [result, setResult] = useState<FormSubmissionResult | null>(null);
  const idempotencyKey = useRef(newIdempotencyKey());
  const formRef = useRef<HTMLFormElement>(null);
  // Back to this page after signing in (the path is the same on the server and in the browser).
  const pathname = useAppPathname();

  const title = localize(form.title, language);
  const description = localize(form.description, language);

  if (guest && form.audience === 'members') {
    const callbackUrl = pathname ?? '/';
    return (
      <section aria-labelledby={`form-${form.id}-title`} className="flex flex-col gap-4">
        <Heading id={`form-${form.id}-title`} className="text-2xl font-semibold">
          {title}
        </Heading>
        <p>{t('forms.members.only')}</p>
        <a
          href={`/auth/signin?callbackUrl=${encodeURIComponent(callbackUrl)}`}
          className="inline-flex min-h-11 items-center justify-center self-start rounded-lg bg-primary px-4 font-semibold text-primary-foreground"
        >
          {t('forms.sign.in')}
        </a>
      </section>
    );
  }

  if (result) {
    return (
      <section role="status" className="flex flex-col gap-3">
        <Heading className="text-2xl font-semibold">{title}</Heading>
        <p className="text-lg">{localize(form.successMessage, language) || t('forms.success')}</p>
      </section>
    );
  }

  const focusField = (name: string) =>
    formRef.current?.querySelector<HTMLElement>(`[name="${name}"]:not([type="hidden"])`)?.focus();

  const change = (name: string, value: FieldValue) => {
    setValues((current) => ({ ...current, [name]: value }));
    if (errors[name]) setErrors(({ [name]: _cleared, ...rest }) => rest);
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFormError(null);
    const checked = schema.safeParse(values);
    if (!checked.success) {
      const found = fieldErrorsOf(checked.error);
      setErrors(found);
      const first = form.fields.find((field) => found[field.name]);
      if (first) focusField(first.name);
      return;
    }
    setErrors({});
    shell.set('formHandling', (state) => formSubmissionChanged(state, { formId: form.id, submitting: true }));
    try {
      const solution = guest ? await captcha.solve('form') : {};
      const answer = await submit({
        form: form.id,
        formFields: checked.data,
        idempotencyKey: idempotencyKey.current,
        language,
        ...solution,
      });
      setResult(answer);
      onSubmitted?.(answer);
    } catch (error) {
      const fieldErrors = serverFieldErrors(error);
      if (Object.keys(fieldErrors).length > 0) {
        setErrors(fieldErrors);
        const first = form.fields.find((field) => fieldErrors[field.name]);
        if (first) focusField(first.name);
      } else {
        const key =
          error instanceof Error && KNOWN_ERRORS.has(error.message) ? error.message : apiMessageOf(error);
        if (key === messageKeys.captchaInvalid) captcha.refused();
        // Another key for a changed fill: the answers were edited after a refused attempt.
        if (key === formMessageKeys.idempotencyConflict) idempotencyKey.current = newIdempotencyKey();
        setFormError(key && KNOWN_ERRORS.has(key) ? key : messageKeys.generalError);
      }
    } finally {
      shell.set('formHandling', (state) =>
        formSubmissionChanged(state, { formId: form.id, submitting: false }),
      );
    }
  };

  return (
    <form
      ref={formRef}
      noValidate
      onSubmit={onSubmit}
      aria-labelledby={`form-${form.id}-title`}
      className="flex flex-col gap-5"
    >
      <header className="flex flex-col gap-2">
        <Heading id={`form-${form.id}-title`} className="text-2xl font-semibold">
          {title}
        </Heading>
        {description && <p className="text-muted-foreground">{description}</p>}
        <p className="text-sm text-muted-foreground">{t('forms.required.note')}</p>
      </header>
      {form.fields.map((field) => (
        <FormFieldInput
          key={field.name}
          field={field}
          value={values[field.name]}
          error={errors[field.name] ? t(errors[field.name]!) : null}
          onChange={(value) => change(field.name, value)}
        />
      ))}
      {guest && captcha.human && <HumanCheck config={captcha.human} onToken={captcha.setHumanToken} />}
      {formError && <Alert variant="error">{t(formError)}</Alert>}
      <Button type="submit" disabled={isLoading} className="self-start">
        {isLoading ? t('forms.submitting') : localize(form.submitLabel, language) || t('forms.submit')}
      </Button>
    </form>
  );
}
