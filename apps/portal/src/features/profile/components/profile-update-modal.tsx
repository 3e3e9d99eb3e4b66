'use client';

import { useEffect, useState } from 'react';
import { useTranslation } from '@/i18n/react';
import { Alert } from '@/components/ui/alert';
import { Dialog } from '@/components/ui/dialog';
import { useAppDispatch } from '@/store/hooks';
import { baseApi } from '@/store/base-api';
import { useGetProfileUrlQuery } from '../api/get-profile-url';
import { isProfileUpdatedMessage, withLanguage } from '../profile-frame';

export interface ProfileUpdateModalProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * The profile-update modal: the server's profile-update URL in a frame with
 * `lang` appended; skeleton while loading, an error text on failure. The page in the frame posts
 * `{ type: 'profile-updated' }` once saved: the member details are refetched and the modal closes.
 */
export default function ProfileUpdateModal({ open, onOpenChange }: ProfileUpdateModalProps) {
  const { t, i18n } = useTranslation();
  const dispatch = useAppDispatch();
  const { data, isError } = useGetProfileUrlQuery(undefined, {
    skip: !open,
    refetchOnMountOrArgChange: true,
  });
  const [frameLoaded, setFrameLoaded] = useState(false);

  useEffect(() => {
    if (!open) return;
    const onMessage = (event: MessageEvent) => {
      if (!isProfileUpdatedMessage(event, window.location.origin)) return;
      dispatch(baseApi.util.invalidateTags(['MemberDetails']));
      onOpenChange(false);
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [open, dispatch, onOpenChange]);

  const src = data ? withLanguage(data.url, i18n.language) : null;

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('profile.update.title')}
      closeLabel={t('general.close')}
      className="h-[min(90dvh,48rem)] max-w-2xl"
    >
      <div className="relative min-h-0 flex-1" aria-busy={!isError && !frameLoaded}>
        {isError ? (
          <Alert variant="error">{t('profile.update.error')}</Alert>
        ) : (
          <>
            {!frameLoaded && (
              <div
                data-testid="profile-update-skeleton"
                className="absolute inset-0 flex flex-col gap-4"
                aria-hidden="true"
              >
                {[0, 1, 2, 3].map((row) => (
                  <div
                    key={row}
                    className="h-11 animate-pulse rounded-lg bg-foreground/10 motion-reduce:animate-none"
                  />
                ))}
              </div>
            )}
            {src && (
              <iframe
                src={src}
                title={t('profile.update.title')}
                onLoad={() => setFrameLoaded(true)}
                className={frameLoaded ? 'size-full rounded-lg border-0' : 'size-full opacity-0'}
              />
            )}
          </>
        )}
      </div>
    </Dialog>
  );
}
