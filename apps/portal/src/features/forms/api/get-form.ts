import type { FormDefinition } from '@loyalty/contract';
import { publicPortalPaths } from '@loyalty/contract/portal-paths/public';
import { usePortalQuery } from '@/store/portal-query';

/** GET /api/forms?formId=: a form's definition (every language's texts; the browser picks). */
export function useGetFormQuery(formId: string) {
  return usePortalQuery<FormDefinition>({ url: publicPortalPaths.forms, params: { formId } });
}
