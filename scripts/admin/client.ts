/** The admin CLI's HTTP client: calls entries of the route contract on the running loyalty API, with the admin token. */
import {
  apiErrorSchema,
  pathOf,
  type RouteDefinition,
  type RouteInput,
  type RouteResponse,
} from '@loyalty/contract';

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

type HasRequiredKeys<T> = Record<never, never> extends T ? false : true;
type AdminCallArgs<R extends RouteDefinition> =
  HasRequiredKeys<RouteInput<R>> extends true ? [input: RouteInput<R>] : [input?: RouteInput<R>];

export interface AdminClient {
  /** Calls a contract entry; its answer is checked against the entry's response schema. */
  call<R extends RouteDefinition>(route: R, ...args: AdminCallArgs<R>): Promise<RouteResponse<R>>;
}

interface UntypedInput {
  params?: object;
  query?: Record<string, unknown>;
  body?: unknown;
}

export function createAdminClient(baseUrl: string, token: string): AdminClient {
  async function call(route: RouteDefinition, input: UntypedInput = {}): Promise<unknown> {
    const url = new URL(pathOf(route, input.params), baseUrl);
    for (const [k, v] of Object.entries(input.query ?? {}))
      if (v !== undefined && v !== null && v !== '') url.searchParams.set(k, String(v));
    let res: Response;
    try {
      res = await fetch(url, {
        method: route.method,
        headers: {
          authorization: `Bearer ${token}`,
          ...(input.body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        body: input.body === undefined ? undefined : JSON.stringify(input.body),
      });
    } catch (error) {
      throw new ApiCallError(
        0,
        'UNREACHABLE',
        `The loyalty API at ${baseUrl} is not reachable (${(error as Error).message}). Is it running (npm start)?`,
      );
    }
    const text = await res.text();
    const data: unknown = text ? JSON.parse(text) : undefined;
    if (!res.ok) {
      const parsed = apiErrorSchema.safeParse(data);
      if (parsed.success)
        throw new ApiCallError(res.status, parsed.data.code, parsed.data.message, parsed.data.issues);
      throw new ApiCallError(res.status, 'HTTP_ERROR', res.statusText);
    }
    return route.response.parse(data);
  }
  return { call: call as AdminClient['call'] };
}
