/** Small statistics for repeated runs. */

/** The median of the defined values (the mean of the middle two for an even count); undefined when none. */
export function median(values: readonly (number | undefined | null)[]): number | undefined {
  const sorted = values
    .filter((v): v is number => typeof v === 'number' && Number.isFinite(v))
    .sort((a, b) => a - b);
  if (sorted.length === 0) return undefined;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle] : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}
