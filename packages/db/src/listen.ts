import pg from 'pg';

/**
 * A dedicated PostgreSQL connection that LISTENs on one channel (a pooled client cannot: LISTEN belongs to its
 * session). When the connection is lost it reconnects, after `retryMs`, for as long as it is open; `onConnect`
 * runs after each LISTEN succeeds, so that a caller can make up for notifications missed while it was down.
 */
export interface ChannelListener {
  /** Settles once the first LISTEN is in place (or failed: the listener keeps retrying). */
  ready: Promise<void>;
  close(): Promise<void>;
}

export interface ListenOptions {
  databaseUrl: string;
  channel: string;
  onNotification(payload: string): void;
  onConnect?(reconnected: boolean): void;
  onError?(error: unknown): void;
  retryMs?: number;
}

export function listenToChannel(options: ListenOptions): ChannelListener {
  const retryMs = options.retryMs ?? 1000;
  let closed = false;
  let client: pg.Client | undefined;
  let timer: NodeJS.Timeout | undefined;
  let connectedBefore = false;
  let markReady: () => void = () => undefined;
  const ready = new Promise<void>((resolve) => (markReady = resolve));

  const retry = () => {
    if (closed || timer) return;
    timer = setTimeout(() => {
      timer = undefined;
      void connect();
    }, retryMs);
    timer.unref();
  };

  async function connect(): Promise<void> {
    const current = new pg.Client({ connectionString: options.databaseUrl });
    client = current;
    current.on('notification', (message) => {
      if (message.channel === options.channel) options.onNotification(message.payload ?? '');
    });
    // A lost connection (server restart, network) ends this client; a new one takes over.
    const lost = (error?: unknown) => {
      if (error) options.onError?.(error);
      current.removeAllListeners('end');
      // Only the connection in use is replaced; a late error of an earlier one changes nothing.
      if (client !== current) return;
      client = undefined;
      retry();
    };
    current.on('error', lost);
    current.on('end', () => lost());
    try {
      await current.connect();
      await current.query(`LISTEN "${options.channel.replaceAll('"', '""')}"`);
      if (closed) {
        await current.end().catch(() => undefined);
        return;
      }
      options.onConnect?.(connectedBefore);
      connectedBefore = true;
    } catch (error) {
      options.onError?.(error);
      current.removeAllListeners('end');
      await current.end().catch(() => undefined);
      if (client === current) client = undefined;
      retry();
    } finally {
      markReady();
    }
  }

  void connect();
  return {
    ready,
    async close() {
      closed = true;
      clearTimeout(timer);
      const current = client;
      client = undefined;
      if (current) {
        current.removeAllListeners('end');
        await current.end().catch(() => undefined);
      }
    },
  };
}
