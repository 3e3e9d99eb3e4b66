import { feedback, type DatabaseExecutor } from '@loyalty/db';
import { and, eq } from 'drizzle-orm';

export type FeedbackRow = typeof feedback.$inferSelect;

export async function insertFeedbackRow(
  db: DatabaseExecutor,
  values: typeof feedback.$inferInsert,
): Promise<FeedbackRow> {
  const [row] = await db.insert(feedback).values(values).returning();
  if (!row) throw new Error('feedback insert returned no row');
  return row;
}

export async function deleteFeedbackRow(db: DatabaseExecutor, businessId: string, id: string): Promise<void> {
  await db.delete(feedback).where(and(eq(feedback.businessId, businessId), eq(feedback.id, id)));
}
