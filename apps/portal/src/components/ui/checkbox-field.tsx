import { useId, type ComponentProps, type ReactNode } from 'react';

export interface CheckboxFieldProps extends Omit<ComponentProps<'input'>, 'type' | 'id'> {
  label: ReactNode;
  error?: string | null;
}

/** A checkbox with its label beside it (a 44 px target) and its error beneath. */
export function CheckboxField({ label, error, ...props }: CheckboxFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className="flex flex-col gap-1.5">
      <div className="flex min-h-11 items-start gap-3">
        <input
          id={id}
          type="checkbox"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          className="size-6 shrink-0 accent-primary"
          {...props}
        />
        <label htmlFor={id} className="min-w-0 text-sm leading-relaxed [overflow-wrap:anywhere]">
          {label}
        </label>
      </div>
      {error && (
        <p id={errorId} className="text-sm font-medium text-red-700 dark:text-red-300">
          {error}
        </p>
      )}
    </div>
  );
}
