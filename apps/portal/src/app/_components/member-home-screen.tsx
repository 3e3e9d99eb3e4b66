'use client';

import { MemberHome } from '@/features/home';
import { MemberStoreProvider } from '@/store/member-store-provider';

export default function MemberHomeScreen({ firstName }: { firstName: string | null }) {
  return (
    <MemberStoreProvider>
      <MemberHome firstName={firstName} />
    </MemberStoreProvider>
  );
}
