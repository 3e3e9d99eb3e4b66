'use client';

import { useState, type ReactNode } from 'react';
import { Provider } from 'react-redux';
import type { MemberDetails } from '@loyalty/contract';
import { baseApi } from './base-api';
import { onMemberDataChange } from './member-data-changes';
import { memberApi } from './member-api';
import { useMemberStoreHolder } from './member-store-holder';
import { makeStore, type AppStore } from './store';

/** A new member store, with the server's member details in its cache before any component subscribes. */
export function createMemberStore(memberDetails: MemberDetails | null): AppStore {
  const store = makeStore();
  if (memberDetails) {
    store.dispatch(
      memberApi.util.upsertQueryEntries([
        { endpointName: 'getMemberDetails', arg: undefined, value: memberDetails },
      ]),
    );
  }
  // In the browser only (a server render's store lives for one request): public screens' changes refetch here.
  if (typeof window !== 'undefined') {
    onMemberDataChange((tags) => store.dispatch(baseApi.util.invalidateTags(tags)));
  }
  return store;
}

/** Gives a member screen the tab's member store, creating it the first time (see `MemberStoreHolder`). */
export function MemberStoreProvider({ children }: { children: ReactNode }) {
  const holder = useMemberStoreHolder();
  const [store] = useState(() => (holder.store ??= createMemberStore(holder.memberDetails)));
  return <Provider store={store}>{children}</Provider>;
}
