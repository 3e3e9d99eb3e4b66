'use client';

import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from '@/i18n/react';
import type { Feedback } from '@loyalty/contract';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { TextField } from '@/components/ui/text-field';
import { useSubmitFeedbackMutation } from '../api/submit-feedback';
import { validateFeedback, type FeedbackErrors } from '../validate-feedback';

/** The success message shows 3000 ms, then the form resets and closes. */
const FEEDBACK_SUCCESS_CLOSE_MS = 3000;
/** The error banner hides after 8 s. */
const FEEDBACK_ERROR_HIDE_MS = 8000;

export interface FeedbackModalProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The member's e-mail, pre-filled. */
  defaultEmail: string | null;
}

/** The feedback form modal: e-mail, subject, message. */
export function FeedbackModal({ open, onOpenChange, defaultEmail }: FeedbackModalProps) {
  const { t } = useTranslation();
  const empty = (): Feedback => ({ email: defaultEmail ?? '', subject: '', message: '' });
  const [values, setValues] = useState<Feedback>(empty);
  const [errors, setErrors] = useState<FeedbackErrors>({});
  const [sent, setSent] = useState(false);
  const [failed, setFailed] = useState<string | null>(null);
  const [submit, { isLoading }] = useSubmitFeedbackMutation();
  const timers = useRef<number[]>([]);

  useEffect(() => () => timers.current.forEach((timer) => window.clearTimeout(timer)), []);

  const reset = () => {
    timers.current.forEach((timer) => window.clearTimeout(timer));
    timers.current = [];
    setValues(empty());
    setErrors({});
    setSent(false);
    setFailed(null);
  };

  const changeOpen = (next: boolean) => {
    if (!next) reset();
    onOpenChange(next);
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const checked = validateFeedback(values);
    if ('errors' in checked) {
      setErrors(checked.errors);
      return;
    }
    setErrors({});
    setFailed(null);
    try {
      await submit(checked.data);
      setSent(true);
      timers.current.push(window.setTimeout(() => changeOpen(false), FEEDBACK_SUCCESS_CLOSE_MS));
    } catch (error) {
      // 429: the per-hour limit; anything else: the general error.
      const throttled = (error as { status?: unknown } | undefined)?.status === 429;
      setFailed(throttled ? 'profile-page.feedback.throttled' : 'general.error');
      timers.current.push(window.setTimeout(() => setFailed(null), FEEDBACK_ERROR_HIDE_MS));
    }
  };

  const field = (name: keyof Feedback) => ({
    name,
    value: values[name],
    error: errors[name] ? t(errors[name]) : null,
    onChange: (event: { target: { value: string } }) =>
      setValues((current) => ({ ...current, [name]: event.target.value })),
  });

  return (
    <Dialog
      open={open}
      onOpenChange={changeOpen}
      title={t('profile-page.feedback.title')}
      closeLabel={t('general.close')}
    >
      {sent ? (
        <Alert variant="success">{t('profile-page.feedback.success.message')}</Alert>
      ) : (
        <form noValidate onSubmit={(event) => void onSubmit(event)} className="flex flex-col gap-4">
          {failed && <Alert variant="error">{t(failed)}</Alert>}
          <TextField
            type="email"
            dir="ltr"
            autoComplete="email"
            label={t('profile-page.feedback.email')}
            {...field('email')}
          />
          <TextField label={t('profile-page.feedback.subject')} {...field('subject')} />
          <FeedbackMessage label={t('profile-page.feedback.message')} {...field('message')} />
          <Button type="submit" disabled={isLoading} aria-busy={isLoading || undefined}>
            {isLoading ? t('profile-page.feedback.processing') : t('profile-page.feedback.send')}
          </Button>
        </form>
      )}
    </Dialog>
  );
}

function FeedbackMessage({
  label,
  name,
  value,
  error,
  onChange,
}: {
  label: string;
  name: string;
  value: string;
  error: string | null;
  onChange: (event: { target: { value: string } }) => void;
}) {
  const id = `feedback-${name}`;
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      <textarea
        id={id}
        name={name}
        rows={4}
        value={value}
        onChange={onChange}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        className="w-full rounded-lg border border-border bg-surface px-3 py-2 text-base text-foreground aria-[invalid=true]:border-red-600 dark:aria-[invalid=true]:border-red-400"
      />
      {error && (
        <p id={`${id}-error`} className="text-sm font-medium text-red-700 dark:text-red-300">
          {error}
        </p>
      )}
    </div>
  );
}
