import { navigationItems, type DatabaseExecutor } from '@loyalty/db';
import { asc, eq } from 'drizzle-orm';

export type NavigationItemRow = typeof navigationItems.$inferSelect;

export async function listNavigationRows(
  db: DatabaseExecutor,
  businessId: string,
): Promise<NavigationItemRow[]> {
  return db
    .select()
    .from(navigationItems)
    .where(eq(navigationItems.businessId, businessId))
    .orderBy(asc(navigationItems.position), asc(navigationItems.name));
}
