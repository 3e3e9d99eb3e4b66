'use client';

import { FrameworkErrorScreen } from './_components/crash-screen';
import './globals.css';

/** The root layout itself crashed: nothing of the shell is available, so this brings its own <html>. */
export default function GlobalError({ error }: { error: Error & { digest?: string } }) {
  return (
    <html lang="en" dir="ltr" data-theme="light">
      <body>
        <FrameworkErrorScreen digest={error.digest} />
      </body>
    </html>
  );
}
