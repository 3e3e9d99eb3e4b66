import type { BusinessConfiguration, Language } from '@loyalty/contract';
import { DEFAULT_LOCALE } from '@loyalty/contract/constants';
import { directionOf } from './direction';
import type { CookieLanguage } from './parse-language-cookie';

/**
 * The member's language: the SelectedLanguage cookie, else the business's default language, else `en`
 *. The direction always follows directionOf, so a cookie cannot make Arabic
 * left to right.
 */
export function selectLanguage(
  cookie: CookieLanguage | null,
  configuration: Pick<BusinessConfiguration, 'defaultLanguage'> | null,
): Language {
  const businessDefault = configuration?.defaultLanguage ?? null;
  if (cookie) {
    const known = businessDefault?.code === cookie.code ? businessDefault : null;
    return {
      code: cookie.code,
      name: cookie.name ?? known?.name ?? cookie.code,
      direction: directionOf(cookie.code, cookie.direction ?? known?.direction),
    };
  }
  if (businessDefault) {
    return { ...businessDefault, direction: directionOf(businessDefault.code, businessDefault.direction) };
  }
  return { code: DEFAULT_LOCALE, name: 'English', direction: 'ltr' };
}
