const units = [
  { suffix: 'T', size: 1e12 },
  { suffix: 'B', size: 1e9 },
  { suffix: 'M', size: 1e6 },
  { suffix: 'K', size: 1e3 },
] as const;

/**
 * Under 1,000 as is, then K, M, B, T with one decimal (1500 → "1.5K").
 * A value that rounds up to 1000 of a unit moves to the next one (999,960 → "1.0M", not "1000.0K").
 */
export function abbreviateNumber(value: number): string {
  const abs = Math.abs(value);
  if (abs < 1000) return String(value);
  const sign = value < 0 ? '-' : '';
  for (let i = units.length - 1; i >= 0; i--) {
    const unit = units[i];
    if (!unit) continue;
    const isLargest = i === 0;
    const rounded = Number((abs / unit.size).toFixed(1));
    if (rounded < 1000 || isLargest) return `${sign}${rounded.toFixed(1)}${unit.suffix}`;
  }
  return String(value);
}
