'use client';

import * as RadixToast from '@radix-ui/react-toast';
import { useSyncExternalStore } from 'react';
import { cn } from '@/lib/class-names';
import { Button } from './button';
import {
  currentToast,
  dismissToast,
  subscribeToast,
  TOAST_DEFAULT_DURATION_MS,
  TOAST_HOTKEY,
  TOAST_SWIPE_THRESHOLD_PX,
  type ToastVariant,
} from './toast-store';

const variants: Record<ToastVariant, string> = {
  default: 'border-border bg-surface text-foreground',
  success: 'border-green-700 bg-surface text-foreground dark:border-green-400',
  destructive:
    'border-red-700 bg-red-50 text-red-900 dark:border-red-400 dark:bg-surface dark:text-foreground',
};

/**
 * Renders the current toast, mounted once for the whole app. The viewport sits top-centre on phones and top-right
 * (top-left in RTL: `end`) from 768 px; Radix gives the F8 hotkey, swipe to dismiss and the live-region announcement.
 */
export interface ToasterProps {
  closeLabel: string;
  /** What a screen reader says before each toast ("Notification"). */
  toastLabel: string;
  /** The viewport's name; Radix puts the hotkey where it says {hotkey} ("Notifications ({hotkey})"). */
  regionLabel: string;
}

function Toaster({ closeLabel, toastLabel, regionLabel }: ToasterProps) {
  const toast = useSyncExternalStore(subscribeToast, currentToast, () => null);
  return (
    <RadixToast.Provider
      swipeDirection="right"
      swipeThreshold={TOAST_SWIPE_THRESHOLD_PX}
      duration={TOAST_DEFAULT_DURATION_MS}
      label={toastLabel}
    >
      {toast && (
        <RadixToast.Root
          key={toast.id}
          open={toast.open}
          onOpenChange={(open) => {
            if (!open) dismissToast();
          }}
          duration={toast.durationMs}
          type={toast.variant === 'destructive' ? 'foreground' : 'background'}
          data-variant={toast.variant}
          className={cn(
            'relative flex w-full items-start gap-3 rounded-xl border-2 p-4 pe-12 shadow-lg data-[swipe=end]:translate-x-[var(--radix-toast-swipe-end-x)] data-[swipe=move]:translate-x-[var(--radix-toast-swipe-move-x)]',
            variants[toast.variant],
          )}
        >
          <div className="flex flex-col gap-1">
            <RadixToast.Title className="text-sm font-semibold">{toast.title}</RadixToast.Title>
            {toast.description && (
              <RadixToast.Description className="text-sm">{toast.description}</RadixToast.Description>
            )}
            {toast.actions.length > 0 && (
              <div className="mt-2 flex flex-wrap gap-2">
                {toast.actions.map((action) => (
                  <RadixToast.Action key={action.label} altText={action.label} asChild>
                    <Button
                      variant={action.primary ? 'primary' : 'outline'}
                      onClick={() => {
                        dismissToast();
                        action.onSelect();
                      }}
                    >
                      {action.label}
                    </Button>
                  </RadixToast.Action>
                ))}
              </div>
            )}
          </div>
          <RadixToast.Close
            aria-label={closeLabel}
            className="absolute end-1 top-1 inline-flex size-11 items-center justify-center rounded-full hover:bg-foreground/10"
          >
            <span aria-hidden="true">{'\u2715'}</span>
          </RadixToast.Close>
        </RadixToast.Root>
      )}
      <RadixToast.Viewport
        hotkey={TOAST_HOTKEY}
        label={regionLabel}
        className="fixed inset-x-0 top-0 z-[70] mx-auto flex w-full max-w-sm flex-col gap-2 p-3 outline-none md:inset-x-auto md:end-0 md:mx-0"
      />
    </RadixToast.Provider>
  );
}

export default Toaster;
