'use client';

import { useRef, useState } from 'react';
import { useTranslation } from '@/i18n/react';
import { BellIcon } from '@/components/ui/icons';
import { cn } from '@/lib/class-names';
import { linkify, safeImageSrc } from '@/lib/linkify';
import type { InboxMessage } from '../store';
import { ClampedText } from './clamped-text';
import { MessageTime } from './message-time';
import { useShellState } from '@/store/shell-store';

export interface MessageItemProps {
  message: InboxMessage;
  /** `page`: the inbox page (2 lines); `dropdown`: under the bell (1 line). */
  variant: 'page' | 'dropdown';
  onMarkRead: (key: string) => void;
}

/**
 * One message. Everything in it comes from the sender and is untrusted: title and
 * content render as text (links made by `linkify`, http(s) only), and the image URL is used only when it
 * is an http(s) one or a path on the portal's origin (`safeImageSrc`). Clicking anywhere in an unread
 * message, or opening its full text, marks it read.
 */
export function MessageItem({ message, variant, onMarkRead }: MessageItemProps) {
  // Under the inbox page's h1 a message is a section (h2); in the dropdown, under its h2 title, an h3.
  const Heading = variant === 'page' ? 'h2' : 'h3';
  const { t } = useTranslation();
  const loginScreenImageUrl = useShellState(
    (state) => state.configurations.configuration.loginScreenImageUrl,
  );
  const image = safeImageSrc(message.params.image ?? '') ?? safeImageSrc(loginScreenImageUrl ?? '');
  // An image that does not load shows the plain placeholder rather than a broken-image icon.
  const [broken, setBroken] = useState(false);
  const unread = !message.read;
  const title = useRef<HTMLHeadingElement>(null);
  const markRead = () => {
    if (unread) onMarkRead(message.key);
  };
  const lines = variant === 'page' ? 2 : 1;
  // The image is the link's only content: its text alternative names the link, after the message's title.
  const imageLabel = t('notifications.openImage', { title: message.title });

  return (
    // Keyboard members mark read with the dot button or by opening the text; the click is a shortcut.
    <article
      aria-labelledby={`message-${message.key}-title`}
      onClick={markRead}
      data-unread={unread || undefined}
      // No tint for unread ones: link colours are only checked against the page and surface colours.
      className={cn('@container rounded-xl p-3', variant === 'page' && 'border border-border bg-surface')}
    >
      {/* Where the card is narrower than 16rem (a phone with large text: rem grows with it), the picture goes
          above the text so the title keeps a readable width instead of breaking a letter per line. */}
      <div className="flex items-start gap-3 @max-3xs:flex-col">
        {image ? (
          <a href={image} target="_blank" rel="noopener noreferrer" className="shrink-0 rounded-full">
            {broken ? (
              // The picture could not load: the link keeps its name as text (a named role="img" is not link content
              // to every checker).
              <>
                <span
                  aria-hidden="true"
                  className="flex size-14 items-center justify-center rounded-full bg-foreground/10 text-muted-foreground"
                >
                  <BellIcon />
                </span>
                <span className="sr-only">{imageLabel}</span>
              </>
            ) : (
              <img
                src={image}
                alt={imageLabel}
                width={56}
                height={56}
                loading="lazy"
                onError={() => setBroken(true)}
                className="size-14 rounded-full border border-border object-cover"
              />
            )}
          </a>
        ) : (
          <span
            aria-hidden="true"
            className="flex size-14 shrink-0 items-center justify-center rounded-full bg-foreground/10 text-muted-foreground @max-3xs:hidden"
          >
            <BellIcon />
          </span>
        )}
        <div className="flex min-w-0 flex-1 flex-col gap-1 @max-3xs:w-full">
          <div className="flex items-start gap-2">
            {/* The sender's texts take their own direction: an English message stays readable in Arabic. */}
            <Heading
              ref={title}
              // Focus lands here when the mark-as-read button it had disappears.
              tabIndex={-1}
              id={`message-${message.key}-title`}
              dir="auto"
              className={cn(
                'min-w-0 flex-1 break-words text-base',
                unread ? 'font-bold' : 'font-semibold',
                variant === 'dropdown' && 'truncate',
              )}
            >
              {message.title}
            </Heading>
            {unread && (
              <button
                type="button"
                aria-label={t('notifications.markAsRead')}
                title={t('notifications.markAsRead')}
                onClick={() => {
                  markRead();
                  // The button goes away once read: keep a keyboard member's place on the message.
                  title.current?.focus();
                }}
                className="-my-2.5 -me-2.5 inline-flex size-11 shrink-0 items-center justify-center rounded-full hover:bg-foreground/10"
              >
                <span aria-hidden="true" className="size-2.5 rounded-full bg-primary" />
              </button>
            )}
          </div>
          <ClampedText
            lines={lines}
            onExpand={markRead}
            className="text-sm text-foreground"
            aside={<MessageTime receiveDate={message.receiveDate} />}
          >
            {linkify(message.content, 'text-link underline underline-offset-2')}
          </ClampedText>
        </div>
      </div>
    </article>
  );
}
