'use client';

import { useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from '@/i18n/react';
import { cn } from '@/lib/class-names';

export interface ClampedTextProps {
  /** 2 on the inbox page, 1 in the bell's dropdown. */
  lines: 1 | 2;
  children: ReactNode;
  /** Called when the member opens the full text (it marks the message read). */
  onExpand?: () => void;
  className?: string;
  /** Shown at the start of the row whose end holds "view more" (the message's time). */
  aside?: ReactNode;
}

const clampClass = { 1: 'line-clamp-1', 2: 'line-clamp-2' } as const;

/**
 * Text cut to a number of lines, with "view more" / "view less" only when the text does not fit: the
 * overflow is measured (and re-measured when the width changes, e.g. on rotating a phone). The button sits on the row
 * under the text, beside `aside`, its touch target reaching over the row's edges so that it adds no height: when the
 * measurement shows it (after hydration, for a list rendered on the server), nothing below moves. Where the two do
 * not fit side by side (a narrow screen with large text), the row wraps.
 */
export function ClampedText({ lines, children, onExpand, className, aside }: ClampedTextProps) {
  const { t } = useTranslation();
  const ref = useRef<HTMLParagraphElement>(null);
  const [expanded, setExpanded] = useState(false);
  const [overflows, setOverflows] = useState(false);

  useLayoutEffect(() => {
    const element = ref.current;
    if (!element || expanded) return;
    // A pixel of rounding is not "more text".
    const measure = () => setOverflows(element.scrollHeight > element.clientHeight + 1);
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [expanded, children]);

  const toggle = () => {
    if (!expanded) onExpand?.();
    setExpanded(!expanded);
  };

  return (
    <div className={className}>
      <p
        ref={ref}
        dir="auto"
        className={cn('break-words whitespace-pre-line', !expanded && clampClass[lines])}
      >
        {children}
      </p>
      <div className="mt-1 flex min-h-5 flex-wrap items-center justify-between gap-x-2">
        {aside}
        {(overflows || expanded) && (
          <button
            type="button"
            aria-expanded={expanded}
            onClick={toggle}
            className="-my-3 ms-auto inline-flex min-h-11 items-center text-sm font-medium text-link underline underline-offset-4 hover:decoration-2"
          >
            {expanded ? t('notifications.viewLess') : t('notifications.viewMore')}
          </button>
        )}
      </div>
    </div>
  );
}
