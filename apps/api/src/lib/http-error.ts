import { errorCodes, messageKeys, type ErrorCode, type FieldIssue, type MessageKey } from '@loyalty/contract';

/** Extra fields some errors carry beside `{ code, message }` (e.g. `attemptsLeft` of a wrong one-time code). */
export type ErrorDetails = Record<string, string | number | boolean>;

/** An error with its HTTP status and the contract's `{ code, message, issues? }` body. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: ErrorCode,
    readonly messageKey: MessageKey,
    readonly issues?: FieldIssue[],
    readonly details?: ErrorDetails,
    /** Response headers that belong to the error, e.g. `retry-after`. */
    readonly headers?: Record<string, string>,
  ) {
    super(messageKey);
    this.name = 'HttpError';
  }

  toBody(): { code: ErrorCode; message: MessageKey; issues?: FieldIssue[]; [detail: string]: unknown } {
    return {
      ...this.details,
      code: this.code,
      message: this.messageKey,
      ...(this.issues ? { issues: this.issues } : {}),
    };
  }
}

export const validationFailed = (issues: FieldIssue[]) =>
  new HttpError(400, errorCodes.validation, messageKeys.validationFailed, issues);
/** A 400 with one message key of its own (a wrong code, a bad identifier …) rather than field issues. */
export const badRequest = (key: MessageKey, details?: ErrorDetails) =>
  new HttpError(400, errorCodes.validation, key, undefined, details);
export const unauthorized = (key: MessageKey = messageKeys.unauthorized) =>
  new HttpError(401, errorCodes.unauthorized, key);
export const forbidden = (key: MessageKey = messageKeys.forbidden) =>
  new HttpError(403, errorCodes.forbidden, key);
export const notFound = (key: MessageKey) => new HttpError(404, errorCodes.notFound, key);
export const conflict = (key: MessageKey) => new HttpError(409, errorCodes.conflict, key);
export const rateLimited = (key: MessageKey = messageKeys.rateLimited, retryAfterSeconds?: number) =>
  new HttpError(
    429,
    errorCodes.rateLimited,
    key,
    undefined,
    undefined,
    retryAfterSeconds === undefined ? undefined : { 'retry-after': String(retryAfterSeconds) },
  );
export const unavailable = () => new HttpError(503, errorCodes.unavailable, messageKeys.unavailable);
