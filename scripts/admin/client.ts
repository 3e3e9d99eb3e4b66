/** The admin CLI's HTTP client: JSON to the running loyalty API with the admin token. */
import { apiErrorSchema } from '@loyalty/contract';

export class ApiCallError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly issues: { path: string; message: string }[] = [],
  ) {
    super(message);
  }
}

export interface AdminClient {
  request<T>(
    method: string,
    path: string,
    body?: unknown,
    query?: Record<string, string | number | undefined>,
  ): Promise<T>;
}

export function createAdminClient(baseUrl: string, token: string): AdminClient {
  return {
    async request<T>(
      method: string,
      path: string,
      body?: unknown,
      query?: Record<string, string | number | undefined>,
    ) {
      const url = new URL(path, baseUrl);
      for (const [k, v] of Object.entries(query ?? {}))
        if (v !== undefined && v !== '') url.searchParams.set(k, String(v));
      let res: Response;
      try {
        res = await fetch(url, {
          method,
          headers: {
            authorization: `Bearer ${token}`,
            ...(body === undefined ? {} : { 'content-type': 'application/json' }),
          },
          body: body === undefined ? undefined : JSON.stringify(body),
        });
      } catch (error) {
        throw new ApiCallError(
          0,
          'UNREACHABLE',
          `The loyalty API at ${baseUrl} is not reachable (${(error as Error).message}). Is it running (npm start)?`,
        );
      }
      const text = await res.text();
      const data: unknown = text ? JSON.parse(text) : null;
      if (!res.ok) {
        const parsed = apiErrorSchema.safeParse(data);
        if (parsed.success)
          throw new ApiCallError(res.status, parsed.data.code, parsed.data.message, parsed.data.issues);
        throw new ApiCallError(res.status, 'HTTP_ERROR', res.statusText);
      }
      return data as T;
    },
  };
}
