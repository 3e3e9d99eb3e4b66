/** An SMS provider reached over HTTP: POST JSON `{ to, from, text }` with a bearer key; non-2xx is a failure. */
export interface SmsSender {
  sendSms(message: { to: string; text: string }): Promise<void>;
}

export function createHttpSmsSender(options: { url: string; apiKey: string; from: string }): SmsSender {
  return {
    async sendSms({ to, text }) {
      const response = await fetch(options.url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${options.apiKey}` },
        body: JSON.stringify({ to, from: options.from, text }),
        signal: AbortSignal.timeout(10_000),
      });
      // The body is drained so the connection can be reused; its content may echo the message, so it is not logged.
      await response.arrayBuffer().catch(() => undefined);
      if (!response.ok) throw new Error(`SMS provider answered ${response.status}`);
    },
  };
}
