'use client';

import { CrashScreen } from './_components/crash-screen';

/** A page crashed: SPEC.md section 2's crash screen, inside the shell (so it can be translated). */
export default function PageError() {
  return <CrashScreen landmark={false} />;
}
