import type { ComponentProps } from 'react';
import { cn } from '@/lib/class-names';

/** What an alert is about: information, success, a warning or an error. */
type AlertVariant = 'info' | 'success' | 'warning' | 'error';

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
}

/**
 * A message box. Errors and warnings are role="alert" (read at once when they appear), the others
 * role="status" (read politely).
 */
export function Alert({ variant = 'info', className, ...props }: AlertProps) {
  return (
    <div
      role={variant === 'error' || variant === 'warning' ? 'alert' : 'status'}
      className={cn('rounded-lg border px-4 py-3 text-sm', variants[variant], className)}
      {...props}
    />
  );
}
