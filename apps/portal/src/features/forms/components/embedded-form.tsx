'use client';

import { Spinner } from '@/components/ui/spinner';
import { useTranslation } from '@/i18n/react';
import { useGetFormQuery } from '../api/get-form';
import { DynamicForm } from './dynamic-form';

/**
 * A form inside another page (a landing page names one by id): loaded in the browser, and left out quietly when it
 * is unknown or closed, so the page around it still works.
 */
export function EmbeddedForm({ formId }: { formId: string }) {
  const { t } = useTranslation();
  const { data, isLoading } = useGetFormQuery(formId);
  if (isLoading) return <Spinner label={t('forms.loading')} />;
  if (!data) return null;
  return <DynamicForm form={data} />;
}
