'use client';

import * as RadixDialog from '@radix-ui/react-dialog';
import { useState, type ReactNode } from 'react';
import { cn } from '@/lib/class-names';
import { createFocusReturn } from '@/lib/focus-return';

export interface DialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The dialog's heading (its accessible name). */
  title: ReactNode;
  /** Hide the heading visually (still the accessible name). */
  hideTitle?: boolean;
  /** Accessible name of the round close button (✕) at the top right (top left in RTL). */
  closeLabel: string;
  /** Extra classes of the content panel (size). */
  className?: string;
  children: ReactNode;
}

/**
 * A modal dialog (Radix): focus moves in and is trapped, Escape and the round close button close it,
 * the page behind is inert; on closing, focus goes back to what opened it
 * (or to the menu button when that is gone). Centred on wide screens, full width on phones.
 */
export function Dialog({
  open,
  onOpenChange,
  title,
  hideTitle,
  closeLabel,
  className,
  children,
}: DialogProps) {
  const [focusReturn] = useState(createFocusReturn);
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="fixed inset-0 z-40 bg-black/50" />
        <RadixDialog.Content
          aria-describedby={undefined}
          onOpenAutoFocus={focusReturn.onOpenAutoFocus}
          onCloseAutoFocus={focusReturn.onCloseAutoFocus}
          className={cn(
            'fixed left-1/2 top-1/2 z-50 flex max-h-[calc(100dvh-2rem)] w-[calc(100vw-1rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 flex-col gap-4 overflow-y-auto rounded-2xl border border-border bg-surface p-5 text-foreground shadow-xl',
            className,
          )}
        >
          <RadixDialog.Title className={hideTitle ? 'sr-only' : 'pe-12 text-xl font-bold'}>
            {title}
          </RadixDialog.Title>
          <RadixDialog.Close
            aria-label={closeLabel}
            className="absolute end-3 top-3 z-10 inline-flex size-11 items-center justify-center rounded-full border border-border bg-surface text-foreground shadow hover:bg-foreground/10"
          >
            <span aria-hidden="true">{'\u2715'}</span>
          </RadixDialog.Close>
          {children}
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
