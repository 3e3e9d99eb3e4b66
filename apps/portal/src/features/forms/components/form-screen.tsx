'use client';

import type { FormDefinition } from '@loyalty/contract';
import { useTranslation } from '@/i18n/react';
import { DynamicForm } from './dynamic-form';

/** `/forms/{formId}`: one form on a page of its own, answers pre-filled from the page's query parameters. */
export function FormScreen({ form, prefill }: { form: FormDefinition; prefill: Record<string, string> }) {
  return (
    <div className="mx-auto w-full max-w-xl rounded-2xl border border-border bg-surface p-6 shadow-sm sm:p-8">
      <DynamicForm form={form} prefill={prefill} headingLevel="h1" />
    </div>
  );
}

/** A form visitors cannot use: unknown, or switched off / outside its window, each with its own words. */
export function FormUnavailable({ messageKey }: { messageKey: string }) {
  const { t } = useTranslation();
  return (
    <div className="mx-auto flex w-full max-w-md flex-col gap-4 rounded-2xl border border-border bg-surface p-8 text-center">
      <h1 className="text-2xl font-bold">{t(`${messageKey}.title`)}</h1>
      <p>{t(messageKey)}</p>
      <a href="/" className="font-semibold text-primary underline underline-offset-4">
        {t('forms.home')}
      </a>
    </div>
  );
}
