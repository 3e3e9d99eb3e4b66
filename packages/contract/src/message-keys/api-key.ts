/** Refusals of a business's admin API keys. */
export const apiKeyMessageKeys = {
  /** 403: the key is valid but lacks the scope the route needs (or the route is the operator's only). */
  scopeMissing: 'auth.api.key.scope.missing',
  /** 404: no such API key. */
  notFound: 'api.key.not.found',
} as const;
