import { errorCodes, messageKeys, type ErrorCode, type FieldIssue, type MessageKey } from '@loyalty/contract';

/** An error with its HTTP status and the contract's `{ code, message, issues? }` body. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: ErrorCode,
    readonly messageKey: MessageKey,
    readonly issues?: FieldIssue[],
  ) {
    super(messageKey);
    this.name = 'HttpError';
  }

  toBody(): { code: ErrorCode; message: MessageKey; issues?: FieldIssue[] } {
    return this.issues
      ? { code: this.code, message: this.messageKey, issues: this.issues }
      : { code: this.code, message: this.messageKey };
  }
}

export const validationFailed = (issues: FieldIssue[]) =>
  new HttpError(400, errorCodes.validation, messageKeys.validationFailed, issues);
export const unauthorized = () => new HttpError(401, errorCodes.unauthorized, messageKeys.unauthorized);
export const notFound = (key: MessageKey) => new HttpError(404, errorCodes.notFound, key);
export const conflict = (key: MessageKey) => new HttpError(409, errorCodes.conflict, key);
export const rateLimited = () => new HttpError(429, errorCodes.rateLimited, messageKeys.rateLimited);
