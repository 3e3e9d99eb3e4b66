import { Slot } from './slot';
import type { ComponentProps } from 'react';
import { cn } from '@/lib/class-names';

type Variant = 'primary' | 'ghost' | 'outline' | 'link';

const variants: Record<Variant, string> = {
  primary: 'bg-primary text-primary-foreground hover:opacity-90',
  ghost: 'text-foreground hover:bg-foreground/10',
  outline: 'border border-border bg-surface text-foreground hover:bg-foreground/5',
  // No hover background: the brand link colour is only checked against the page and surface colours.
  link: 'text-link underline underline-offset-4 hover:decoration-2',
};

export interface ButtonProps extends ComponentProps<'button'> {
  variant?: Variant;
  /** Render the child element (e.g. a link) with the button's look instead of a <button>. */
  asChild?: boolean;
}

export function Button({ variant = 'primary', asChild = false, className, type, ...props }: ButtonProps) {
  const Component = asChild ? Slot : 'button';
  return (
    <Component
      // A plain <button> inside a form must not submit it by accident.
      type={asChild ? undefined : (type ?? 'button')}
      className={cn(
        'inline-flex min-h-11 min-w-11 items-center justify-center gap-2 rounded-lg px-4 text-sm font-medium transition-colors disabled:pointer-events-none disabled:opacity-60',
        variants[variant],
        className,
      )}
      {...props}
    />
  );
}
