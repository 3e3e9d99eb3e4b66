import 'server-only';
import { loyaltyApi, type MemberSubscriptions } from '@loyalty/contract';
import { loadPagePart } from './page-parts';

/**
 * The membership page's plans and the member's subscriptions, in the page's language, for its server render (see
 * `loadPageParts`); null: the browser fetches them.
 */
export function loadSubscriptions(): Promise<MemberSubscriptions | null> {
  return loadPagePart('subscriptions', ({ api, language }) =>
    api.call(loyaltyApi.subscriptions.list, { query: { lang: language } }),
  );
}
