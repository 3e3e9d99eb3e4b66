import { useCallback, useRef } from 'react';
import { useAppDispatch } from '@/store/hooks';
import { useMarkMessageAsReadMutation } from '../api/mark-message-as-read';
import { messagesMarkedRead } from '../store';

/**
 * Marks a message read: the dot goes only once the server accepted it, and a failure
 * is only logged (the message stays unread and can be tried again). A second click while the first call
 * is under way sends nothing.
 */
export function useMarkRead(): (key: string) => void {
  const dispatch = useAppDispatch();
  const [markMessageAsRead] = useMarkMessageAsReadMutation();
  const pending = useRef(new Set<string>());

  return useCallback(
    (key: string) => {
      if (pending.current.has(key)) return;
      pending.current.add(key);
      markMessageAsRead({ keyList: [key] })
        .unwrap()
        .then(() => dispatch(messagesMarkedRead([key])))
        .catch((error: unknown) => console.error('Marking the message as read failed', error))
        .finally(() => pending.current.delete(key));
    },
    [dispatch, markMessageAsRead],
  );
}
