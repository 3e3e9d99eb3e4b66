import { errorCodes, messageKeys, type ApiError, type ErrorCode, type MessageKey } from '@loyalty/contract';
import { DrizzleQueryError } from 'drizzle-orm/errors';
import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { isDatabaseUnavailable } from '../lib/database-errors';
import { HttpError, validationFailed } from '../lib/http-error';

/** Fastify's own client errors (malformed JSON, wrong content type, body too large …) by status. */
const clientErrors: Record<number, { code: ErrorCode; message: MessageKey }> = {
  401: { code: errorCodes.unauthorized, message: messageKeys.unauthorized },
  403: { code: errorCodes.forbidden, message: messageKeys.forbidden },
  404: { code: errorCodes.notFound, message: messageKeys.notFound },
  409: { code: errorCodes.conflict, message: messageKeys.conflict },
  429: { code: errorCodes.rateLimited, message: messageKeys.rateLimited },
};
const otherClientError = { code: errorCodes.validation, message: messageKeys.validationFailed };

/**
 * What an unexpected error may put in the log. A failed query's bound parameters can hold e-mail addresses,
 * phone numbers or codes, so only the statement and the database's own message are kept.
 */
export function loggableError(error: unknown): Record<string, unknown> {
  if (error instanceof DrizzleQueryError) {
    const cause = error.cause as (Error & { code?: string }) | undefined;
    // The stack's first lines repeat the message, parameters included: keep only the frames.
    const frames = error.stack?.split('\n').filter((line) => line.trimStart().startsWith('at '));
    return {
      type: 'DrizzleQueryError',
      query: error.query,
      cause: cause?.message,
      sqlState: cause?.code,
      stack: frames?.join('\n'),
    };
  }
  if (error instanceof Error) return { type: error.name, message: error.message, stack: error.stack };
  return { type: typeof error };
}

/** How long a client is told to wait before retrying while the database is unavailable, in seconds. */
const DATABASE_RETRY_AFTER_SECONDS = 1;

/** Every error leaves as the contract's `{ code, message, issues? }`. */
export const errorHandlerPlugin = fp(
  async (app: FastifyInstance) => {
    app.setErrorHandler<FastifyError | HttpError>(async (error, request, reply) => {
      // A contract route's input failed its zod schema: every failing field, as `parse` reports them.
      if (hasZodFastifySchemaValidationErrors(error)) {
        const issues = error.validation.map((issue) => ({
          path: issue.instancePath.split('/').filter(Boolean).join('.'),
          message: issue.message ?? messageKeys.validationFailed,
        }));
        return reply.code(400).send(validationFailed(issues).toBody() satisfies ApiError);
      }
      if (error instanceof HttpError) {
        if (error.headers) reply.headers(error.headers);
        return reply.code(error.statusCode).send(error.toBody() satisfies ApiError);
      }
      const status = error.statusCode;
      if (status !== undefined && status >= 400 && status < 500) {
        return reply.code(status).send((clientErrors[status] ?? otherClientError) satisfies ApiError);
      }
      if (isDatabaseUnavailable(error)) {
        request.log.warn({ err: loggableError(error) }, 'database unavailable');
        return reply
          .code(503)
          .header('retry-after', String(DATABASE_RETRY_AFTER_SECONDS))
          .send({ code: errorCodes.unavailable, message: messageKeys.unavailable } satisfies ApiError);
      }
      request.log.error({ err: loggableError(error) }, 'unexpected error');
      return reply
        .code(500)
        .send({ code: errorCodes.internal, message: messageKeys.generalError } satisfies ApiError);
    });

    app.setNotFoundHandler(async (_request, reply) =>
      reply.code(404).send({ code: errorCodes.notFound, message: messageKeys.notFound } satisfies ApiError),
    );
  },
  { name: 'error-handler' },
);
