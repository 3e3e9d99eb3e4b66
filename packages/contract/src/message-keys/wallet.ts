/** Refusals of wallet pass links and the PassKit web service. */
export const walletMessageKeys = {
  /** 404: a wallet link that is malformed, expired, of another business or of the other wallet. */
  linkInvalid: 'wallet.link.invalid',
  /** 404: this wallet (Apple or Google) is not configured on the installation. */
  notConfigured: 'wallet.not.configured',
  /** 401: a PassKit call without the pass's own authentication token. */
  passUnauthorized: 'wallet.pass.unauthorized',
  /** 409: an outside page asked for links of a business that has no portal host name to put them on. */
  portalHostMissing: 'wallet.portal.host.missing',
} as const;
