import { useId, type ComponentProps, type ReactNode } from 'react';
import { cn } from '@/lib/class-names';

export interface TextFieldProps extends Omit<ComponentProps<'input'>, 'id'> {
  label: ReactNode;
  /** Help shown beneath the field, linked with aria-describedby. */
  hint?: ReactNode;
  /** The (translated) error beneath the field; marks the input invalid and is read with it. */
  error?: string | null;
  id?: string;
}

/** A labelled input with its hint and error text beneath, both announced with the field. */
export function TextField({ label, hint, error, id, className, ...props }: TextFieldProps) {
  const generated = useId();
  const inputId = id ?? generated;
  const hintId = `${inputId}-hint`;
  const errorId = `${inputId}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;

  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={inputId} className="text-sm font-medium">
        {label}
      </label>
      <input
        id={inputId}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        className={cn(
          'min-h-11 w-full rounded-lg border border-border bg-surface px-3 text-base text-foreground placeholder:text-muted-foreground aria-[invalid=true]:border-red-600 dark:aria-[invalid=true]:border-red-400',
          className,
        )}
        {...props}
      />
      {hint && (
        <p id={hintId} className="text-sm text-muted-foreground">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="text-sm font-medium text-red-700 dark:text-red-300">
          {error}
        </p>
      )}
    </div>
  );
}
