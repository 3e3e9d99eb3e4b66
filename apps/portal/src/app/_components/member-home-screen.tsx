'use client';

import { MemberHome } from '@/features/home';
import type { MemberHomeParts } from '@/server/member-home-parts';
import { MemberStoreProvider } from '@/store/member-store-provider';

export default function MemberHomeScreen({
  firstName,
  parts,
}: {
  firstName: string | null;
  parts: MemberHomeParts;
}) {
  return (
    <MemberStoreProvider>
      <MemberHome firstName={firstName} parts={parts} />
    </MemberStoreProvider>
  );
}
