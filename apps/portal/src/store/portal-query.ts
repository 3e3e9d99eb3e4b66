'use client';

import { useCallback, useEffect, useState, useSyncExternalStore } from 'react';
import type { PortalCallOptions } from './api-error-notice';
import { announceMemberDataChange, type MemberDataTag } from './member-data-changes';
import { addressOf, portalCall, type PortalCallError, type PortalRequest } from './portal-call';

/**
 * Reads and writes of public screens without the Redux store: a small cache of answers per address for the tab,
 * shared by every component asking the same thing, one request at a time per address. An answer older than
 * `maxAgeMs` (60 s unless said) is fetched again when a component next asks for it.
 */
interface Snapshot {
  data: unknown;
  error: PortalCallError | undefined;
  isFetching: boolean;
  fetchedAt: number;
}

const EMPTY: Snapshot = { data: undefined, error: undefined, isFetching: false, fetchedAt: 0 };
const DEFAULT_MAX_AGE_MS = 60_000;

const snapshots = new Map<string, Snapshot>();
const listeners = new Map<string, Set<() => void>>();

function publish(key: string, snapshot: Snapshot): void {
  snapshots.set(key, snapshot);
  for (const listener of listeners.get(key) ?? []) listener();
}

function load(key: string, request: string | PortalRequest, options: PortalCallOptions): void {
  const current = snapshots.get(key) ?? EMPTY;
  if (current.isFetching) return;
  publish(key, { ...current, isFetching: true });
  portalCall(request, options).then(
    (data) => publish(key, { data, error: undefined, isFetching: false, fetchedAt: Date.now() }),
    (error: PortalCallError) =>
      publish(key, { ...(snapshots.get(key) ?? EMPTY), error, isFetching: false, fetchedAt: Date.now() }),
  );
}

export interface PortalQueryOptions extends PortalCallOptions {
  /** Ask nothing (yet): the answer stays undefined. */
  skip?: boolean;
  maxAgeMs?: number;
}

export interface PortalQueryState<T> {
  data: T | undefined;
  error: PortalCallError | undefined;
  /** No answer yet and none failed: the first request is on its way (or about to be). */
  isLoading: boolean;
  isFetching: boolean;
  /** The last request failed. */
  isError: boolean;
  refetch: () => void;
}

export function usePortalQuery<T>(
  request: string | PortalRequest,
  { skip = false, maxAgeMs = DEFAULT_MAX_AGE_MS, ...options }: PortalQueryOptions = {},
): PortalQueryState<T> {
  const key = addressOf(request);
  const subscribe = useCallback(
    (listener: () => void) => {
      const set = listeners.get(key) ?? new Set();
      listeners.set(key, set);
      set.add(listener);
      return () => set.delete(listener);
    },
    [key],
  );
  // The server and hydration render without answers (the server never asks): both show the same first markup.
  const snapshot = useSyncExternalStore(
    subscribe,
    () => snapshots.get(key) ?? EMPTY,
    () => EMPTY,
  );
  const { ownErrorMessage } = options;
  const ask = useCallback(() => load(key, request, { ownErrorMessage }), [key]); // eslint-disable-line react-hooks/exhaustive-deps

  useEffect(() => {
    if (skip) return;
    const known = snapshots.get(key);
    if (!known || (!known.isFetching && Date.now() - known.fetchedAt >= maxAgeMs)) ask();
  }, [key, skip, maxAgeMs, ask]);

  if (skip) {
    return {
      data: undefined,
      error: undefined,
      isLoading: false,
      isFetching: false,
      isError: false,
      refetch: ask,
    };
  }
  const failed = snapshot.error !== undefined && !snapshot.isFetching;
  return {
    data: snapshot.data as T | undefined,
    error: snapshot.error,
    isLoading: snapshot.data === undefined && !failed,
    isFetching: snapshot.isFetching,
    isError: failed,
    refetch: ask,
  };
}

/** Puts an answer in the cache as if it had just arrived (tests, and answers the server already has). */
export function seedPortalQuery(request: string | PortalRequest, data: unknown): void {
  publish(addressOf(request), { data, error: undefined, isFetching: false, fetchedAt: Date.now() });
}

/** Empties the cache (between tests). */
export function resetPortalQueries(): void {
  snapshots.clear();
}

export interface PortalMutationOptions extends PortalCallOptions {
  /** The member's data this call changes: the member store, if the tab has one, refetches it after a success. */
  changes?: MemberDataTag[];
}

/**
 * A write: `[send, { isLoading }]`. `send(argument)` answers the parsed body, or throws the PortalCallError
 * (after reporting it as every call does).
 */
export function usePortalMutation<A, R>(
  toRequest: (argument: A) => PortalRequest,
  { changes, ...options }: PortalMutationOptions = {},
): [(argument: A) => Promise<R>, { isLoading: boolean }] {
  const [pending, setPending] = useState(0);
  const send = useCallback(
    async (argument: A) => {
      setPending((count) => count + 1);
      try {
        const result = await portalCall<R>(toRequest(argument), options);
        if (changes?.length) announceMemberDataChange(changes);
        return result;
      } finally {
        setPending((count) => count - 1);
      }
    },
    // The request builder and options are fixed per call site.
    [], // eslint-disable-line react-hooks/exhaustive-deps
  );
  return [send, { isLoading: pending > 0 }];
}
