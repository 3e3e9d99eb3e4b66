'use client';

import { Button, type ButtonProps } from '@/components/ui/button';

/** The avatar menu's button: the member's initials in a brand-coloured circle. */
export function AvatarButton({ initials, ...props }: ButtonProps & { initials: string }) {
  return (
    <Button variant="ghost" className="px-0" {...props}>
      <span
        aria-hidden="true"
        className="flex size-9 items-center justify-center rounded-full bg-primary text-sm font-semibold text-primary-foreground"
      >
        {initials || '?'}
      </span>
    </Button>
  );
}
