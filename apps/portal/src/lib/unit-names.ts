/**
 * Names of the business's units ("Point"/"Points", "Credit"/"Credits"):
 * the configured plural, else the singular plus "s"; always with a capital first letter.
 */
export interface UnitNames {
  singular: string;
  /** The business's configured plural; null or empty means "add an s". */
  plural?: string | null;
}

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

function pluralOf(names: UnitNames): string {
  return names.plural || `${names.singular}s`;
}

/** Navigation-bar balances: singular when the value is 1 or less, plural otherwise. */
export function balanceUnitName(value: number, names: UnitNames): string {
  return capitalise(value <= 1 ? names.singular : pluralOf(names));
}

/** Transaction amounts: plural when the absolute amount is above 1 (so -5 reads "Points"). */
export function transactionUnitName(amount: number, names: UnitNames): string {
  return capitalise(Math.abs(amount) > 1 ? pluralOf(names) : names.singular);
}
