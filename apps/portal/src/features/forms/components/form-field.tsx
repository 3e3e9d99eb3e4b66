'use client';

import { useId, type ReactNode } from 'react';
import type { FormField } from '@loyalty/contract';
import { localize } from '@loyalty/contract/forms';
import { CheckboxField } from '@/components/ui/checkbox-field';
import { TextField } from '@/components/ui/text-field';
import { useTranslation } from '@/i18n/react';

export type FieldValue = string | boolean | string[];

export interface FormFieldInputProps {
  field: FormField;
  value: FieldValue | undefined;
  /** The translated error under the field, or null. */
  error: string | null;
  onChange: (value: FieldValue) => void;
}

const INPUT_TYPES: Partial<Record<FormField['type'], string>> = {
  text: 'text',
  email: 'email',
  phone: 'tel',
  number: 'text',
  date: 'date',
};
const AUTOCOMPLETE: Partial<Record<string, string>> = { email: 'email', phone: 'tel', name: 'name' };

function ErrorText({ id, error }: { id: string; error: string | null }) {
  if (!error) return null;
  return (
    <p id={id} className="text-sm font-medium text-red-700 dark:text-red-300">
      {error}
    </p>
  );
}

/**
 * Radio buttons or checkboxes under their legend. A fieldset takes neither aria-invalid nor aria-required, so each
 * input carries them (`inputProps`), and the help and error are read with the group and with each input.
 */
function Group({
  legend,
  hint,
  error,
  children,
}: {
  legend: string;
  hint: string;
  error: string | null;
  children: (inputProps: { 'aria-invalid'?: true; 'aria-describedby'?: string }) => ReactNode;
}) {
  const id = useId();
  const describedBy = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ');
  return (
    <fieldset className="flex flex-col gap-2" aria-describedby={describedBy || undefined}>
      <legend className="mb-1 text-sm font-medium">{legend}</legend>
      {children({
        ...(error ? { 'aria-invalid': true as const } : {}),
        ...(describedBy ? { 'aria-describedby': describedBy } : {}),
      })}
      {hint && (
        <p id={`${id}-hint`} className="text-sm text-muted-foreground">
          {hint}
        </p>
      )}
      <ErrorText id={`${id}-error`} error={error} />
    </fieldset>
  );
}

/** One field of a dynamic form, drawn from its definition: a label, the input, its help and its error beneath. */
export function FormFieldInput({ field, value, error, onChange }: FormFieldInputProps) {
  const { t, i18n } = useTranslation();
  const id = useId();
  const label = localize(field.label, i18n.language);
  const hint = localize(field.help, i18n.language);
  const text = typeof value === 'string' ? value : '';
  const labelled = field.required ? `${label} *` : label;

  switch (field.type) {
    case 'hidden':
      return <input type="hidden" name={field.name} value={text} />;
    case 'longText':
      return (
        <div className="flex flex-col gap-1.5">
          <label htmlFor={id} className="text-sm font-medium">
            {labelled}
          </label>
          <textarea
            id={id}
            name={field.name}
            rows={4}
            value={text}
            required={field.required}
            aria-invalid={error ? true : undefined}
            aria-describedby={
              [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ') ||
              undefined
            }
            onChange={(event) => onChange(event.target.value)}
            className="w-full rounded-lg border border-border bg-surface px-3 py-2 text-base text-foreground aria-[invalid=true]:border-red-600 dark:aria-[invalid=true]:border-red-400"
          />
          {hint && (
            <p id={`${id}-hint`} className="text-sm text-muted-foreground">
              {hint}
            </p>
          )}
          <ErrorText id={`${id}-error`} error={error} />
        </div>
      );
    case 'singleChoice':
      if (field.display === 'select')
        return (
          <div className="flex flex-col gap-1.5">
            <label htmlFor={id} className="text-sm font-medium">
              {labelled}
            </label>
            <select
              id={id}
              name={field.name}
              value={text}
              required={field.required}
              aria-invalid={error ? true : undefined}
              aria-describedby={
                [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ') ||
                undefined
              }
              onChange={(event) => onChange(event.target.value)}
              className="min-h-11 w-full rounded-lg border border-border bg-surface px-3 text-base text-foreground aria-[invalid=true]:border-red-600"
            >
              <option value="">{t('forms.select.placeholder')}</option>
              {field.options.map((option) => (
                <option key={option.value} value={option.value}>
                  {localize(option.label, i18n.language)}
                </option>
              ))}
            </select>
            {hint && (
              <p id={`${id}-hint`} className="text-sm text-muted-foreground">
                {hint}
              </p>
            )}
            <ErrorText id={`${id}-error`} error={error} />
          </div>
        );
      return (
        <Group legend={labelled} hint={hint} error={error}>
          {(inputProps) =>
            field.options.map((option) => (
              <label key={option.value} className="flex min-h-11 items-center gap-3 text-base">
                <input
                  {...inputProps}
                  required={field.required}
                  type="radio"
                  name={field.name}
                  value={option.value}
                  checked={text === option.value}
                  onChange={() => onChange(option.value)}
                  className="size-5 accent-primary"
                />
                {localize(option.label, i18n.language)}
              </label>
            ))
          }
        </Group>
      );
    case 'multipleChoice': {
      const chosen = Array.isArray(value) ? value : [];
      return (
        <Group legend={labelled} hint={hint} error={error}>
          {(inputProps) =>
            field.options.map((option) => (
              <label key={option.value} className="flex min-h-11 items-center gap-3 text-base">
                <input
                  {...inputProps}
                  type="checkbox"
                  name={field.name}
                  value={option.value}
                  checked={chosen.includes(option.value)}
                  onChange={(event) =>
                    onChange(
                      event.target.checked
                        ? [...chosen, option.value]
                        : chosen.filter((entry) => entry !== option.value),
                    )
                  }
                  className="size-5 accent-primary"
                />
                {localize(option.label, i18n.language)}
              </label>
            ))
          }
        </Group>
      );
    }
    case 'checkbox':
    case 'consent': {
      const link =
        field.type === 'consent' && field.linkUrl ? (
          <>
            {' '}
            <a
              href={field.linkUrl}
              target="_blank"
              rel="noopener noreferrer"
              className="font-medium underline"
            >
              {localize(field.linkLabel, i18n.language) || t('forms.consent.link')}
            </a>
          </>
        ) : null;
      return (
        <CheckboxField
          name={field.name}
          checked={value === true}
          required={field.type === 'consent' || field.required}
          onChange={(event) => onChange(event.target.checked)}
          error={error}
          label={
            <>
              {field.type === 'consent' || field.required ? `${label} *` : label}
              {link}
            </>
          }
        />
      );
    }
    default:
      return (
        <TextField
          id={id}
          name={field.name}
          type={INPUT_TYPES[field.type] ?? 'text'}
          inputMode={field.type === 'number' ? 'decimal' : undefined}
          autoComplete={AUTOCOMPLETE[field.type] ?? AUTOCOMPLETE[field.name] ?? 'off'}
          dir={
            field.type === 'email' || field.type === 'phone' || field.type === 'number' ? 'ltr' : undefined
          }
          label={labelled}
          hint={hint || undefined}
          error={error}
          required={field.required}
          value={text}
          onChange={(event) => onChange(event.target.value)}
        />
      );
  }
}
