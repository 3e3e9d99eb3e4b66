import type { Metadata } from 'next';
import { localize } from '@loyalty/contract/forms';
import { FormScreen, FormUnavailable } from '@/features/forms';
import { loadFormDefinition } from '@/server/form-definition';
import { getPageContext } from '@/server/page-context';

type Params = Promise<{ formId: string }>;
type Search = Promise<Record<string, string | string[] | undefined>>;

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const loaded = await loadFormDefinition(decodeURIComponent((await params).formId));
  const { language } = await getPageContext();
  return 'form' in loaded ? { title: localize(loaded.form.title, language.code) } : {};
}

/** `/forms/{formId}` (a menu entry opens it): the form, its fields pre-filled from the query (`?source=newsletter`). */
export default async function FormPage({ params, searchParams }: { params: Params; searchParams: Search }) {
  const loaded = await loadFormDefinition(decodeURIComponent((await params).formId));
  if ('unavailable' in loaded) return <FormUnavailable messageKey={loaded.unavailable} />;
  const prefill = Object.fromEntries(
    Object.entries(await searchParams).filter(
      (entry): entry is [string, string] => typeof entry[1] === 'string',
    ),
  );
  return <FormScreen form={loaded.form} prefill={prefill} />;
}
