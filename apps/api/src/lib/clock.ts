/** The current time. Injected (`buildApp({ clock })`) so that tests control expiry instead of sleeping. */
export type Clock = () => Date;

export const systemClock: Clock = () => new Date();

export const addSeconds = (date: Date, seconds: number): Date => new Date(date.getTime() + seconds * 1000);

/** Whole seconds from `now` until `later`, at least 1 (a Retry-After of 0 would invite a tight loop). */
export const secondsUntil = (later: Date, now: Date): number =>
  Math.max(1, Math.ceil((later.getTime() - now.getTime()) / 1000));
