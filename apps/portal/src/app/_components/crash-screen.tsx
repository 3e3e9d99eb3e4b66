'use client';

import { useContext } from 'react';
import { I18nContext } from '@/i18n/react';
import { Button } from '@/components/ui/button';

/**
 * The full-screen crash screen. It must work with nothing loaded (a crash can happen
 * before the texts arrive), so it translates only when an i18n instance with the key is at hand.
 */
export function CrashScreen({ landmark = true }: { landmark?: boolean }) {
  // Inside the shell (app/error.tsx) the page is already in <main>; a second one would confuse screen readers.
  const Container = landmark ? 'main' : 'div';
  const i18n = useContext(I18nContext)?.i18n;
  const text = (key: string, english: string) => (i18n?.exists(key) ? i18n.t(key) : english);

  return (
    <Container className="fixed inset-0 z-50 flex flex-col items-center justify-center gap-6 bg-background p-6 text-center">
      {/* The wrapper announces the message; the h1 stays a heading. */}
      <div role="alert">
        <h1 className="text-2xl font-semibold text-foreground">
          {text('general.crash.title', 'Ooops, something went wrong :(')}
        </h1>
      </div>
      <Button onClick={() => window.location.assign(window.location.origin)}>
        {text('general.refresh', 'Refresh')}
      </Button>
    </Container>
  );
}

/**
 * The root layout crashed: nothing of the shell (texts, theme, business) is available, so this is the
 * framework's own wording, in English, with the error's digest (the key to the server log line) when there is one.
 */
export function FrameworkErrorScreen({ digest }: { digest?: string }) {
  const host = typeof window === 'undefined' ? '' : window.location.hostname;
  return (
    <main className="fixed inset-0 z-50 flex flex-col items-center justify-center gap-4 bg-background p-6 text-center">
      <div role="alert" className="max-w-xl">
        <h1 className="text-lg font-semibold text-foreground">
          Application error: a server-side or client-side exception has occurred while loading {host} (see the
          server logs or browser console for more information).
        </h1>
        {digest ? <p className="mt-2 font-mono text-sm text-muted-foreground">Digest: {digest}</p> : null}
      </div>
      <Button onClick={() => window.location.assign(window.location.origin)}>Refresh</Button>
    </main>
  );
}
