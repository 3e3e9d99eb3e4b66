import { z } from 'zod';
import { isTimeZone } from './opening-hours';
import { businessIdSchema, languageSchema, localeCodeSchema } from './common';
import { ledgerTypeSchema } from './ledger';

const hexColor = z.string().regex(/^#[0-9a-fA-F]{6}$/, 'validation.color');

export const themeNameSchema = z.enum(['light', 'dark']);
export type ThemeName = z.infer<typeof themeNameSchema>;
/** What the page can show: the two member themes plus the accessibility high-contrast theme. */
export const appliedThemeSchema = z.enum(['light', 'dark', 'highContrast']);
export type AppliedTheme = z.infer<typeof appliedThemeSchema>;

export const themeStyleSchema = z.object({
  primaryColor: hexColor,
  primaryForegroundColor: hexColor,
  accentColor: hexColor,
});
export type ThemeStyle = z.infer<typeof themeStyleSchema>;

export const balanceTypeSchema = z.enum(['monetary', 'non-monetary']);
export type BalanceType = z.infer<typeof balanceTypeSchema>;

/** None, points, points-and-credit, or a wallet type. */
export const businessWalletSchema = z.enum(['none', 'points', 'points-and-credit', 'credit']);
export type BusinessWallet = z.infer<typeof businessWalletSchema>;

export const countrySchema = z.object({
  code: z.string().regex(/^[A-Z]{2}$/, 'validation.country'),
  name: z.string().min(1),
  /** International dialling prefix, e.g. `+1`; used to normalise phone numbers to E.164. */
  phonePrefix: z.string().regex(/^\+\d{1,3}$/, 'validation.phone.prefix'),
  defaultCountry: z.boolean(),
  defaultLanguage: localeCodeSchema,
  languages: z.array(localeCodeSchema).min(1),
});
export type Country = z.infer<typeof countrySchema>;

export const legalLinksSchema = z.object({
  privacyPolicyUrl: z.url().nullable(),
  termsOfUseUrl: z.url().nullable(),
  loyaltyTermsUrl: z.url().nullable(),
});
export type LegalLinks = z.infer<typeof legalLinksSchema>;

export const mandatoryFieldSchema = z.enum(['firstName', 'lastName', 'email', 'phone', 'birthday']);

/**
 * What a business stores and may change (admin `business:config`). Every field has the default that
 * the portal relies on, so a business created with nothing but a name is fully configured.
 */
export const businessSettingsSchema = z.object({
  themeStyle: themeStyleSchema.default({
    primaryColor: '#1d4ed8',
    primaryForegroundColor: '#ffffff',
    accentColor: '#f59e0b',
  }),
  favIconUrl: z.string().nullable().default(null),
  defaultTheme: themeNameSchema.default('light'),
  defaultLanguage: localeCodeSchema.default('en'),
  loginScreenImageUrl: z.string().nullable().default(null),
  creditsBalanceType: balanceTypeSchema.default('monetary'),
  pointsBalanceType: balanceTypeSchema.default('non-monetary'),
  pointShopIsCredits: z.boolean().default(false),
  pointName: z.string().min(1).default('Point'),
  pointsNamePlural: z.string().min(1).nullable().default(null),
  creditName: z.string().min(1).default('Credit'),
  creditNamePlural: z.string().min(1).nullable().default(null),
  businessWallet: businessWalletSchema.default('points-and-credit'),
  dateFormat: z.string().min(1).default('dd/MM/yyyy'),
  countries: z
    .array(countrySchema)
    .min(1)
    .default([
      {
        code: 'US',
        name: 'United States',
        phonePrefix: '+1',
        defaultCountry: true,
        defaultLanguage: 'en',
        languages: ['en', 'es', 'ar', 'he'],
      },
    ]),
  showPointsOnNavBar: z.boolean().default(true),
  showVerificationIdCodeOnNavBar: z.boolean().default(true),
  allowGiftsIcon: z.boolean().default(true),
  allowVerificationQrCode: z.boolean().default(true),
  /** Address shown on the drawer's contact-us line; feedback is e-mailed there. */
  feedbackEmail: z.email().nullable().default(null),
  legalLinks: legalLinksSchema.default({
    privacyPolicyUrl: null,
    termsOfUseUrl: null,
    loyaltyTermsUrl: null,
  }),
  /** Profile fields a member must fill in; missing ones raise the missing-details banner. */
  mandatoryFields: z.array(mandatoryFieldSchema).default(['firstName', 'lastName']),
  /** Points (hundredths) a recorded purchase earns per 1.00 of its amount: 1 earns 12.50 points for 12.50 spent. */
  pointsEarningRate: z.number().min(0).max(1000).default(1),
  /** Days until earned points expire; null: points never expire. */
  pointsExpiryDays: z.number().int().min(1).max(36_500).nullable().default(null),
  /** Time zone of the business's opening hours, unless a location has its own. */
  timeZone: z.string().min(1).max(64).refine(isTimeZone, 'validation.time.zone').default('UTC'),
  /** What both the referrer and the new member get, once, for a registration through a referral code. */
  referralReward: z
    .object({ type: ledgerTypeSchema, amount: z.number().int().min(1).max(100_000_000) })
    .nullable()
    .default(null),
});
export type BusinessSettings = z.infer<typeof businessSettingsSchema>;
type WithoutDefaults<T extends z.ZodRawShape> = {
  [K in keyof T]: T[K] extends z.ZodDefault<infer Inner> ? Inner : T[K];
};

/** The same fields with their defaults removed: a default would otherwise fill in a field a patch left out. */
function withoutDefaults<T extends z.ZodRawShape>(shape: T): WithoutDefaults<T> {
  return Object.fromEntries(
    Object.entries(shape).map(([key, field]) => [
      key,
      field instanceof z.ZodDefault ? field.unwrap() : field,
    ]),
  ) as WithoutDefaults<T>;
}

/** A partial update of the settings, as `business:config` sends it: only the fields sent, each replaced whole. */
export const businessSettingsPatchSchema = z
  .object(withoutDefaults(businessSettingsSchema.shape))
  .partial()
  .strict();
export type BusinessSettingsPatch = z.infer<typeof businessSettingsPatchSchema>;

export const menuEntrySchema = z.object({
  name: z.string(),
  defaultName: z.string(),
  isActive: z.boolean(),
  onlyForLoggedInUser: z.boolean(),
  openInNewWindow: z.boolean(),
});
export type MenuEntry = z.infer<typeof menuEntrySchema>;

/** `GET /api/configuration`: the business configuration. */
export const businessConfigurationSchema = businessSettingsSchema.omit({ defaultLanguage: true }).extend({
  businessId: businessIdSchema,
  businessName: z.string().min(1),
  defaultLanguage: languageSchema,
  menu: z.array(menuEntrySchema),
});
export type BusinessConfiguration = z.infer<typeof businessConfigurationSchema>;

/** `GET /v1/tenants/resolve`: which business a request belongs to. */
export const tenantResolutionSchema = z.object({
  businessId: businessIdSchema,
  resolvedBy: z.enum(['host', 'header', 'default']),
});
export type TenantResolution = z.infer<typeof tenantResolutionSchema>;
