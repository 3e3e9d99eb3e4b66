'use client';

import * as Menu from '@radix-ui/react-dropdown-menu';
import type { ComponentPropsWithoutRef } from 'react';
import { cn } from '@/lib/class-names';
import { CheckIcon } from './icons';

/**
 * Radix dropdown menu with the portal's look. Radix provides the accessibility: menu roles, roving
 * focus, typeahead, Escape, focus return, and RTL arrow keys when given `dir`.
 */
export const DropdownMenu = Menu.Root;
export const DropdownMenuTrigger = Menu.Trigger;
export const DropdownMenuRadioGroup = Menu.RadioGroup;

export function DropdownMenuContent({
  className,
  sideOffset = 8,
  ...props
}: ComponentPropsWithoutRef<typeof Menu.Content>) {
  return (
    <Menu.Portal>
      <Menu.Content
        sideOffset={sideOffset}
        collisionPadding={8}
        className={cn(
          'z-50 min-w-44 rounded-xl border border-border bg-surface p-1 text-foreground shadow-lg',
          className,
        )}
        {...props}
      />
    </Menu.Portal>
  );
}

/** An entry that cannot be chosen, such as "Loading..." while the items load. */
export function DropdownMenuNotice({ className, ...props }: ComponentPropsWithoutRef<typeof Menu.Item>) {
  return (
    <Menu.Item disabled className={cn('px-3 py-2 text-sm text-muted-foreground', className)} {...props} />
  );
}

/** A plain entry: an action, or a link with `asChild`. */
export function DropdownMenuItem({ className, ...props }: ComponentPropsWithoutRef<typeof Menu.Item>) {
  return (
    <Menu.Item
      className={cn(
        'flex min-h-11 cursor-pointer items-center gap-2 rounded-lg px-3 text-sm text-foreground select-none focus-visible:-outline-offset-2 data-[highlighted]:bg-foreground/10',
        className,
      )}
      {...props}
    />
  );
}

export function DropdownMenuRadioItem({
  className,
  children,
  ...props
}: ComponentPropsWithoutRef<typeof Menu.RadioItem>) {
  return (
    <Menu.RadioItem
      className={cn(
        'flex min-h-11 cursor-pointer items-center gap-2 rounded-lg ps-8 pe-3 text-sm select-none focus-visible:-outline-offset-2 data-[highlighted]:bg-foreground/10 relative',
        className,
      )}
      {...props}
    >
      <Menu.ItemIndicator className="absolute start-2 inline-flex">
        <CheckIcon width={16} height={16} />
      </Menu.ItemIndicator>
      {children}
    </Menu.RadioItem>
  );
}
