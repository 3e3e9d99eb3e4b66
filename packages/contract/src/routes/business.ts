import { z } from 'zod';
import { localeCodeSchema } from '../common';
import { businessConfigurationSchema } from '../configuration';
import { languagesSchema, translationSchema, translationsSchema } from '../locales';
import { countryRegionInfoSchema, locationQuerySchema, locationSchema, locationsSchema } from '../locations';
import { navigationItemsSchema } from '../navigation';
import { defineRoute } from '../route';

export const configurationRoutes = {
  get: defineRoute({
    method: 'GET',
    path: '/v1/configuration',
    auth: 'business',
    summary:
      "Everything the portal's shell needs to render the business: name, theme, languages, menu, flags.",
    response: businessConfigurationSchema,
  }),
  version: defineRoute({
    method: 'GET',
    path: '/v1/configuration/version',
    auth: 'business',
    summary:
      "The business's configuration version (also in the x-business-version header of every business and member answer): a cheap check of what a cache keeps.",
    response: z.object({ version: z.string() }),
  }),
};

export const navigationRoutes = {
  items: defineRoute({
    method: 'GET',
    path: '/v1/navigation/items',
    auth: 'business',
    summary: "The business's side-drawer menu.",
    response: navigationItemsSchema,
  }),
};

export const localeRoutes = {
  languages: defineRoute({
    method: 'GET',
    path: '/v1/locales/languages',
    auth: 'business',
    summary: 'The languages the business offers.',
    response: languagesSchema,
  }),
  translation: defineRoute({
    method: 'GET',
    path: '/v1/locales/:locale/translation',
    auth: 'business',
    summary: "One locale's texts, merged over the fallback locale, with the business's own wording on top.",
    params: z.object({ locale: localeCodeSchema }),
    response: translationSchema,
    errors: { 404: ['locale.not.found'] },
  }),
  translations: defineRoute({
    method: 'GET',
    path: '/v1/locales/translations',
    auth: 'business',
    summary: 'Every offered locale at once, merged the same way.',
    response: translationsSchema,
  }),
};

export const countryRegionRoutes = {
  get: defineRoute({
    method: 'GET',
    path: '/v1/country-region-info',
    auth: 'business',
    summary: "The visitor's country (edge header or Accept-Language) and the business country to use for it.",
    response: countryRegionInfoSchema,
  }),
};

export const locationRoutes = {
  list: defineRoute({
    method: 'GET',
    path: '/v1/locations',
    auth: 'business',
    summary: "The business's active shops and branches.",
    response: locationsSchema,
  }),
  get: defineRoute({
    method: 'GET',
    path: '/v1/locations/:locationId',
    auth: 'business',
    summary: "One of the business's active locations.",
    params: locationQuerySchema,
    response: locationSchema,
    errors: { 404: ['location.not.found'] },
  }),
};
