import 'server-only';
import { pageMemberCaller, type PageMemberCaller } from './auth/member-session';
import { LoyaltyApiError } from './loyalty-client';
import { rootLogger } from './logger';
import { getPageContext } from './page-context';

/**
 * What a member page's client parts would otherwise fetch after hydration, read while the page renders on the
 * server (beside the member layout's session check: the API checks the session on each of these calls too). Each
 * part stands alone: null when there is no session of this business or its call fails, and that part then fetches
 * its data in the browser as before. Rendering them on the server spares a slow phone a fetch and a render of each
 * part right when the page should become usable.
 */
export type PageParts<P> = { [K in keyof P]: P[K] | null };

/** A part's answer, or null (logged) when its call fails. */
type Part = <T>(what: string, load: () => Promise<T | null>) => Promise<T | null>;

export interface PartsContext extends PageMemberCaller {
  /** The page's language (what the browser's calls of translated parts carry). */
  language: string;
  part: Part;
}

export async function loadPageParts<P>(
  page: string,
  none: PageParts<P>,
  load: (context: PartsContext) => Promise<PageParts<P>>,
): Promise<PageParts<P>> {
  let log = rootLogger();
  try {
    const [caller, { language }] = await Promise.all([pageMemberCaller(page), getPageContext()]);
    if (!caller) return none;
    log = caller.log;
    const part: Part = async (what, loadPart) => {
      try {
        return await loadPart();
      } catch (error) {
        // A session the API refuses is the member layout's to handle (it sends the member to sign-in).
        if (!(error instanceof LoyaltyApiError && error.status === 401))
          log.warn(
            { err: error, part: what },
            'page part not rendered on the server; the browser fetches it',
          );
        return null;
      }
    };
    return await load({ ...caller, language: language.code, part });
  } catch (error) {
    log.warn({ err: error, page }, 'page parts not rendered on the server; the browser fetches them');
    return none;
  }
}

/** A page's one part (`loadPageParts`): its answer, or null. */
export async function loadPagePart<T>(
  page: string,
  load: (context: Omit<PartsContext, 'part'>) => Promise<T | null>,
): Promise<T | null> {
  const { value } = await loadPageParts<{ value: T }>(page, { value: null }, async (context) => ({
    value: await context.part(page, () => load(context)),
  }));
  return value;
}
