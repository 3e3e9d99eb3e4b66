import { cloneElement, isValidElement, type ReactElement, type ReactNode, type Ref } from 'react';
import { cn } from '@/lib/class-names';

type Props = Record<string, unknown>;

const isHandler = (name: string) => /^on[A-Z]/.test(name);

function setRef<T>(ref: Ref<T> | undefined, value: T | null): void {
  if (typeof ref === 'function') ref(value);
  else if (ref) ref.current = value;
}

/**
 * The props of a slot merged into its child's, as Radix's Slot does: the child's own values win, class names are
 * joined, styles merged, event handlers of both run (the child's first) and both refs are set.
 */
export function mergeSlotProps(slot: Props, child: Props): Props {
  const merged: Props = { ...slot, ...child };
  for (const name of Object.keys(slot)) {
    const ours = slot[name];
    const theirs = child[name];
    if (isHandler(name) && typeof ours === 'function' && typeof theirs === 'function') {
      merged[name] = (...args: unknown[]) => {
        const result: unknown = theirs(...args);
        ours(...args);
        return result;
      };
    } else if (name === 'style' && theirs) {
      merged.style = { ...(ours as object), ...(theirs as object) };
    }
  }
  if (slot.className || child.className)
    merged.className = cn(slot.className as string, child.className as string);
  if (slot.ref && child.ref) {
    const refs = [slot.ref, child.ref] as Ref<unknown>[];
    merged.ref = (value: unknown) => refs.forEach((ref) => setRef(ref, value));
  }
  return merged;
}

/**
 * Renders its one child element with the slot's props merged in (`asChild`: a link that looks like a button). A
 * few lines instead of @radix-ui/react-slot on every page's first load; Radix's own components keep theirs.
 */
export function Slot({ children, ...props }: Props & { children?: ReactNode }) {
  if (!isValidElement(children)) return null;
  const child = children as ReactElement<Props>;
  return cloneElement(child, mergeSlotProps(props, child.props));
}
