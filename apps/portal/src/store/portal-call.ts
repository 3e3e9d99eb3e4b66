import { announceApiError, noticeOf, type PortalCallOptions } from './api-error-notice';
import { isEndedSession, signInAgainPath } from './session-refusal';

/** A call to the portal's own `/api/...`: JSON in, JSON out, with the member's cookie. */
export interface PortalRequest {
  url: string;
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Sent as JSON. */
  body?: unknown;
  /** Added to the address; undefined values are left out. */
  params?: Record<string, string | number | boolean | undefined>;
}

/**
 * A failed call, in the shape RTK Query's fetchBaseQuery gives (screens read `data.message` and `data.issues` the
 * same way for both): the HTTP status with the answer's body, or FETCH_ERROR / PARSING_ERROR.
 */
export interface PortalCallError {
  status: number | 'FETCH_ERROR' | 'PARSING_ERROR' | 'TIMEOUT_ERROR' | 'CUSTOM_ERROR';
  data?: unknown;
  error?: string;
}

/**
 * What every failed call does, RTK Query's and the plain ones alike: a member call refused because the session
 * ended sends the page to sign-in; any other failure raises the app-wide "Error" notification, unless the screen
 * shows its own message.
 */
export function reportFailedCall(
  url: string,
  error: PortalCallError,
  response: Response | undefined,
  options: PortalCallOptions | undefined,
): void {
  if (typeof window === 'undefined') return;
  const path = new URL(url, window.location.href).pathname;
  if (isEndedSession(path, error.status, error.data)) {
    window.location.assign(signInAgainPath(`${window.location.pathname}${window.location.search}`));
  } else if (!options?.ownErrorMessage) {
    announceApiError(noticeOf(error, response));
  }
}

export function addressOf(request: string | PortalRequest): string {
  if (typeof request === 'string') return request;
  const entries = Object.entries(request.params ?? {}).filter(
    (entry): entry is [string, string | number | boolean] => entry[1] !== undefined,
  );
  if (entries.length === 0) return request.url;
  const query = new URLSearchParams(entries.map(([name, value]) => [name, String(value)]));
  return `${request.url}${request.url.includes('?') ? '&' : '?'}${query}`;
}

/**
 * One call to the portal's BFF without the Redux store (public pages carry none). Answers the parsed body;
 * throws a PortalCallError when the call failed, after reporting it as every call does.
 */
export async function portalCall<T>(
  request: string | PortalRequest,
  options: PortalCallOptions & { signal?: AbortSignal } = {},
): Promise<T> {
  const url = addressOf(request);
  const { method = 'GET', body } = typeof request === 'string' ? {} : request;
  let response: Response;
  let text: string;
  try {
    response = await fetch(url, {
      method,
      credentials: 'include',
      headers: body === undefined ? undefined : { 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: options.signal,
    });
    text = await response.text();
  } catch (cause) {
    const error: PortalCallError = { status: 'FETCH_ERROR', error: String(cause) };
    reportFailedCall(url, error, undefined, options);
    throw error;
  }
  let data: unknown = null;
  let parsed = true;
  if (text) {
    try {
      data = JSON.parse(text);
    } catch {
      data = text;
      parsed = false;
    }
  }
  const error: PortalCallError | null = !response.ok
    ? { status: response.status, data }
    : parsed
      ? null
      : { status: 'PARSING_ERROR', data, error: 'The answer is not JSON' };
  if (error) {
    reportFailedCall(url, error, response, options);
    throw error;
  }
  return data as T;
}
