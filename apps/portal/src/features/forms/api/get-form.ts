import type { FormDefinition } from '@loyalty/contract';
import { portalPaths } from '@loyalty/contract/portal-paths';
import { usePortalQuery } from '@/store/portal-query';

/** GET /api/forms?formId=: a form's definition (every language's texts; the browser picks). */
export function useGetFormQuery(formId: string) {
  return usePortalQuery<FormDefinition>({ url: portalPaths.forms, params: { formId } });
}
