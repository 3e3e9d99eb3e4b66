import type { BusinessConfiguration } from '@loyalty/contract';
import type { DatabaseExecutor } from '@loyalty/db';
import { getBusinessProfile } from '../businesses/businesses.service';
import { describeLanguage } from '../locales/locales.service';
import { listMenuEntries } from '../navigation/navigation.service';

/** Business configuration: the stored settings with defaults, plus what is derived. */
export async function getConfiguration(
  db: DatabaseExecutor,
  businessId: string,
): Promise<BusinessConfiguration> {
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
