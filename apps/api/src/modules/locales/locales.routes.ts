import { localeCodeSchema, type Language, type Translation, type Translations } from '@loyalty/contract';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { parse } from '../../lib/parse';
import { getAllTranslations, getTranslation, listOfferedLanguages } from './locales.service';

const localeParamsSchema = z.object({ locale: localeCodeSchema });

export async function localesRoutes(app: FastifyInstance): Promise<void> {
  // The language switcher's choices.
  app.get('/v1/locales/languages', async (request): Promise<Language[]> =>
    listOfferedLanguages(app.db, request.businessId),
  );

  // One locale's texts, ready for the portal's translator: fallback and business overrides already merged in.
  app.get('/v1/locales/:locale/translation', async (request): Promise<Translation> => {
    const { locale } = parse(localeParamsSchema, request.params);
    return getTranslation(app.db, request.businessId, locale);
  });

  // Every offered locale at once, merged the same way.
  app.get('/v1/locales/translations', async (request): Promise<Translations> =>
    getAllTranslations(app.db, request.businessId),
  );
}
