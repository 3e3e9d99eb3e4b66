'use client';

import { CrashScreen } from './_components/crash-screen';
import './globals.css';

/** The root layout itself crashed: nothing of the shell is available, so this brings its own <html>. */
export default function GlobalError() {
  return (
    <html lang="en" dir="ltr" data-theme="light">
      <body>
        <CrashScreen />
      </body>
    </html>
  );
}
