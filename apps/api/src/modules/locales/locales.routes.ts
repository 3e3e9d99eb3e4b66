import { loyaltyApi } from '@loyalty/contract';
import type { FastifyInstance } from 'fastify';
import { implement } from '../../lib/implement';
import { getAllTranslations, getTranslation, listOfferedLanguages } from './locales.service';

export async function localesRoutes(app: FastifyInstance): Promise<void> {
  implement(app, loyaltyApi.locales.languages, async (request) =>
    listOfferedLanguages(app.db, request.businessId),
  );
  implement(app, loyaltyApi.locales.translation, async (request) =>
    getTranslation(app.db, request.businessId, request.params.locale),
  );
  implement(app, loyaltyApi.locales.translations, async (request) =>
    getAllTranslations(app.db, request.businessId),
  );
}
