import type { LegalLinks } from '@loyalty/contract';
import { publicPortalPaths } from '@loyalty/contract/portal-paths/public';
import { usePortalQuery } from '@/store/portal-query';

/** GET /api/legalLinks: the business's privacy policy, terms and loyalty terms (fetched when the panel opens). */
export function useGetLegalLinksQuery({ skip = false }: { skip?: boolean } = {}) {
  return usePortalQuery<LegalLinks>(publicPortalPaths.legalLinks, { skip });
}
