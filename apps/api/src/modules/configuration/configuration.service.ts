import type { BusinessConfiguration } from '@loyalty/contract';
import type { DatabaseExecutor } from '@loyalty/db';
import { BusinessCache } from '../businesses/business-cache';
import { getBusinessProfile } from '../businesses/businesses.service';
import { describeLanguage } from '../locales/locales.service';
import { listMenuEntries } from '../navigation/navigation.service';

/**
 * Configurations as built a moment ago, in the business cache: a change made through the business service is seen
 * at once (the same `forgetBusiness` as the profile), the menu and the language names (changed only by seeding or
 * by hand) within the cache's few seconds. Without it every request read the language and the menu again.
 */
const configurations = new BusinessCache<BusinessConfiguration>();

/** Business configuration: the stored settings with defaults, plus what is derived. */
export async function getConfiguration(
  db: DatabaseExecutor,
  businessId: string,
): Promise<BusinessConfiguration> {
  const configuration = await configurations.get(db, businessId, () => buildConfiguration(db, businessId));
  // The load never gives undefined (an unknown business rejects with the profile's 404); the fallback is for types.
  return configuration ?? buildConfiguration(db, businessId);
}

async function buildConfiguration(db: DatabaseExecutor, businessId: string): Promise<BusinessConfiguration> {
  const business = await getBusinessProfile(db, businessId);
  const { defaultLanguage, ...settings } = business.settings;
  const [language, menu] = await Promise.all([
    describeLanguage(db, defaultLanguage),
    listMenuEntries(db, businessId),
  ]);
  return {
    ...settings,
    businessId: business.id,
    businessName: business.name,
    defaultLanguage: language,
    menu,
  };
}
