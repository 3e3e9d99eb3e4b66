/** Joins class names, skipping falsy ones: enough for our components without a class-merging library. */
export function cn(...names: Array<string | false | null | undefined>): string {
  return names.filter(Boolean).join(' ');
}
