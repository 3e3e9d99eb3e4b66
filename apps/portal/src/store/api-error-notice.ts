/**
 * The app-wide "Error" notification of a failed portal call: every call announces its failure here
 * (`reportFailedCall`), and one component (with the page's texts) shows it as a toast titled "Error". Calls whose
 * screen shows its own message for a failure say so (`ownErrorMessage`) and are not announced twice.
 */
export interface ApiErrorNotice {
  /** The answer's message (a translation key when it comes from the API), or null. */
  message: string | null;
  /** The HTTP status text, the fallback when there is no message (or it has no text). */
  statusText: string | null;
}

/** How a call reports its failure (an RTK Query endpoint passes it as `extraOptions`). */
export interface PortalCallOptions {
  /** The screen shows its own message when this call fails: no app-wide notification. */
  ownErrorMessage?: boolean;
}

type Listener = (notice: ApiErrorNotice) => void;
const listeners = new Set<Listener>();

export function onApiError(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function announceApiError(notice: ApiErrorNotice): void {
  for (const listener of listeners) listener(notice);
}

/** The notice of a failed call: the body's `message`, else the status text. */
export function noticeOf(error: { data?: unknown }, response: Response | undefined): ApiErrorNotice {
  const { data } = error;
  const message =
    data && typeof data === 'object' && typeof (data as { message?: unknown }).message === 'string'
      ? (data as { message: string }).message
      : null;
  return { message, statusText: response?.statusText || null };
}
