/**
 * The toast store, without the toaster's UI: raising a toast costs no Radix code, so pages load the toaster
 * itself only when idle or when the first toast comes.
 */
/** Toasts close after 5000 ms unless told otherwise; swiped 50 px they go; F8 reaches them. */
export const TOAST_DEFAULT_DURATION_MS = 5000;
export const TOAST_SWIPE_THRESHOLD_PX = 50;
export const TOAST_HOTKEY = ['F8'];

export type ToastVariant = 'default' | 'success' | 'destructive';

interface ToastAction {
  /** Already translated. */
  label: string;
  onSelect: () => void;
  /** The first action is the prominent one. */
  primary?: boolean;
}

export interface ToastOptions {
  /** Already translated; a toast needs a non-empty title. */
  title: string;
  description?: string;
  variant?: ToastVariant;
  durationMs?: number;
  /** Buttons in the toast; choosing one closes it. */
  actions?: ToastAction[];
  /** Called once when the toast closes, however (timer, close button, swipe, an action, another toast). */
  onClose?: () => void;
}

export interface ToastEntry extends Required<Omit<ToastOptions, 'description' | 'actions' | 'onClose'>> {
  id: number;
  description?: string;
  actions: ToastAction[];
  open: boolean;
}

let onCurrentClose: (() => void) | undefined;
function closed(): void {
  const callback = onCurrentClose;
  onCurrentClose = undefined;
  callback?.();
}

/**
 * The app's one toast: a new toast replaces the previous one, so only one is ever
 * visible. A module-level store, so any component (or plain function) can raise one without a provider.
 */
let current: ToastEntry | null = null;
let nextId = 0;
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((listener) => listener());

export function showToast(options: ToastOptions): void {
  if (!options.title.trim()) return;
  closed();
  onCurrentClose = options.onClose;
  nextId += 1;
  current = {
    id: nextId,
    title: options.title,
    description: options.description,
    variant: options.variant ?? 'default',
    durationMs: options.durationMs ?? TOAST_DEFAULT_DURATION_MS,
    actions: options.actions ?? [],
    open: true,
  };
  emit();
}

export function dismissToast(): void {
  if (current) current = { ...current, open: false };
  emit();
  closed();
}

export function subscribeToast(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function currentToast(): ToastEntry | null {
  return current;
}
