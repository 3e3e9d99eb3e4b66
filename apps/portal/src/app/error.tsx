'use client';

import { CrashScreen } from './_components/crash-screen';

/** A page crashed: the crash screen, inside the shell (so it can be translated). */
export default function PageError() {
  return <CrashScreen landmark={false} />;
}
