import type { FormDefinition } from '@loyalty/contract';
import { portalPaths } from '@loyalty/contract/portal-paths';
import { baseApi } from '@/store/base-api';

/** GET /api/forms?formId=: a form's definition (every language's texts; the browser picks). */
const getFormApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getForm: build.query<FormDefinition, string>({
      query: (formId) => ({ url: portalPaths.forms, params: { formId } }),
    }),
  }),
});

export const { useGetFormQuery } = getFormApi;
