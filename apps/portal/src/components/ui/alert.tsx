'use client';

import { useEffect, useState, type ComponentProps } from 'react';
import { cn } from '@/lib/class-names';

/** What an alert is about: information, success, a warning or an error. */
type AlertVariant = 'info' | 'success' | 'warning' | 'error';

/** How long a success or information alert stays before it hides itself. */
export const ALERT_AUTO_HIDE_MS = 8000;

const variants: Record<AlertVariant, string> = {
  info: 'border-sky-700/40 bg-sky-50 text-sky-950 dark:border-sky-300/40 dark:bg-sky-950 dark:text-sky-50',
  success:
    'border-emerald-700/40 bg-emerald-50 text-emerald-950 dark:border-emerald-300/40 dark:bg-emerald-950 dark:text-emerald-50',
  warning:
    'border-amber-700/40 bg-amber-50 text-amber-950 dark:border-amber-300/40 dark:bg-amber-950 dark:text-amber-50',
  error: 'border-red-700/40 bg-red-50 text-red-950 dark:border-red-300/40 dark:bg-red-950 dark:text-red-50',
};

export interface AlertProps extends ComponentProps<'div'> {
  variant?: AlertVariant;
  /**
   * Keeps a success or information alert that is part of the screen's content (a dialog's result, a standing
   * note) instead of hiding it after 8 seconds.
   */
  persistent?: boolean;
}

/**
 * A message box. Errors and warnings are role="alert" (read at once when they appear) and stay; success and
 * information are role="status" (read politely) and hide after 8 seconds, counted again from the start while
 * the pointer or the keyboard focus is on them, so that nobody loses a message they are still reading. A new
 * text starts a new 8 seconds.
 */
export function Alert({
  variant = 'info',
  persistent = false,
  className,
  children,
  onMouseEnter,
  onMouseLeave,
  onFocus,
  onBlur,
  ...props
}: AlertProps) {
  const autoHides = !persistent && (variant === 'success' || variant === 'info');
  // Which text the alert hid itself with: a new text shows again.
  const [hiddenWith, setHiddenWith] = useState<{ text: string | null } | null>(null);
  const [held, setHeld] = useState({ pointer: false, focus: false });
  // The message when it is a plain text: a new one shows again and starts a new count.
  const text = typeof children === 'string' ? children : null;
  const hidden = hiddenWith !== null && hiddenWith.text === text;

  const paused = held.pointer || held.focus;
  useEffect(() => {
    if (!autoHides || hidden || paused) return;
    const timer = setTimeout(() => setHiddenWith({ text }), ALERT_AUTO_HIDE_MS);
    return () => clearTimeout(timer);
  }, [autoHides, hidden, paused, text]);

  if (hidden) return null;

  return (
    <div
      role={variant === 'error' || variant === 'warning' ? 'alert' : 'status'}
      className={cn('rounded-lg border px-4 py-3 text-sm', variants[variant], className)}
      onMouseEnter={(event) => {
        setHeld((now) => ({ ...now, pointer: true }));
        onMouseEnter?.(event);
      }}
      onMouseLeave={(event) => {
        setHeld((now) => ({ ...now, pointer: false }));
        onMouseLeave?.(event);
      }}
      onFocus={(event) => {
        setHeld((now) => ({ ...now, focus: true }));
        onFocus?.(event);
      }}
      onBlur={(event) => {
        // Focus moving between links inside the alert keeps it held.
        if (!event.currentTarget.contains(event.relatedTarget as Node | null))
          setHeld((now) => ({ ...now, focus: false }));
        onBlur?.(event);
      }}
      {...props}
    >
      {children}
    </div>
  );
}
