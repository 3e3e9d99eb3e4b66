import type { LedgerType } from '@loyalty/contract';
import type { UnitNames } from './unit-names';

/** The business's unit names from its configuration (defaults Point and Credit). */
export function unitNamesOf(
  configuration: {
    pointName?: string | null;
    pointsNamePlural?: string | null;
    creditName?: string | null;
    creditNamePlural?: string | null;
  } | null,
): Record<LedgerType, UnitNames> {
  return {
    point: { singular: configuration?.pointName || 'Point', plural: configuration?.pointsNamePlural },
    credit: { singular: configuration?.creditName || 'Credit', plural: configuration?.creditNamePlural },
  };
}
