'use client';

import { useState } from 'react';
import type { UnknownAction } from '@reduxjs/toolkit';
import { useAppDispatch } from './hooks';

/**
 * Puts an answer the server already read for the page into the member store's query cache, once, while the
 * component first renders: before its own query reads the cache, so the server's HTML, hydration and the cache agree
 * and nothing is fetched again. `entry` makes the cache action (`api.util.upsertQueryEntries`), or nothing when the
 * server had no answer: the query then fetches as usual.
 */
export function useServerAnswer(entry: () => UnknownAction | false | null | undefined): void {
  const dispatch = useAppDispatch();
  useState(() => {
    const action = entry();
    if (action) dispatch(action);
  });
}
