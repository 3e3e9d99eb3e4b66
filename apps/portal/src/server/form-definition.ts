import 'server-only';
import { randomUUID } from 'node:crypto';
import { cache } from 'react';
import { formMessageKeys, loyaltyApi, type FormDefinition } from '@loyalty/contract';
import { createServerCaller, LoyaltyApiError } from './loyalty-client';
import { rootLogger } from './logger';
import { getPageContext } from './page-context';

export type FormLoad = { form: FormDefinition } | { unavailable: string };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * A form for its page and metadata (once per request); a form visitors cannot use comes back as the message key
 * that says why (unknown, or switched off / outside its window). Ids that are not ids are simply unknown.
 */
export const loadFormDefinition = cache(async (formId: string): Promise<FormLoad> => {
  if (!UUID.test(formId)) return { unavailable: formMessageKeys.notFound };
  const { businessId } = await getPageContext();
  const requestId = randomUUID();
  const api = createServerCaller({
    businessId,
    requestId,
    log: rootLogger().child({ requestId, path: 'forms' }),
  });
  try {
    const form = await api.call(loyaltyApi.forms.find, { query: { formId }, cacheSeconds: 60 });
    return form ? { form } : { unavailable: formMessageKeys.notFound };
  } catch (error) {
    if (error instanceof LoyaltyApiError && error.status === 404)
      return {
        unavailable: error.message === formMessageKeys.inactive ? error.message : formMessageKeys.notFound,
      };
    throw error;
  }
});
