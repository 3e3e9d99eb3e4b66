import { generateShortId, memberConsents, members, type DatabaseExecutor } from '@loyalty/db';
import { and, count, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import { preparedStatement } from '../../lib/prepared';

export type MemberRow = typeof members.$inferSelect;

/** `%` and `_` typed by an admin are searched for literally. */
const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

function listFilter(businessId: string, search: string | undefined): SQL | undefined {
  const byBusiness = eq(members.businessId, businessId);
  if (!search) return byBusiness;
  const pattern = likePattern(search);
  return and(
    byBusiness,
    or(
      ilike(members.email, pattern),
      ilike(members.phone, pattern),
      ilike(members.shortId, pattern),
      ilike(sql`coalesce(${members.firstName}, '') || ' ' || coalesce(${members.lastName}, '')`, pattern),
    ),
  );
}

export async function listMemberRows(
  db: DatabaseExecutor,
  businessId: string,
  page: { limit: number; offset: number; search?: string },
): Promise<{ total: number; rows: MemberRow[] }> {
  const where = listFilter(businessId, page.search?.trim());
  const [rows, totals] = await Promise.all([
    db
      .select()
      .from(members)
      .where(where)
      .orderBy(desc(members.createdAt), desc(members.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ total: count() }).from(members).where(where),
  ]);
  return { total: totals[0]?.total ?? 0, rows };
}

/** Every member call looks its member up by id (plugins/member-session.ts). */
const memberById = preparedStatement((db) =>
  db
    .select()
    .from(members)
    .where(and(eq(members.businessId, sql.placeholder('businessId')), eq(members.id, sql.placeholder('id'))))
    .prepare('member_by_id'),
);

export async function findMemberRow(
  db: DatabaseExecutor,
  businessId: string,
  by: { id: string } | { email: string } | { phone: string },
): Promise<MemberRow | undefined> {
  if ('id' in by) {
    const prepared = memberById(db);
    if (prepared) return (await prepared.execute({ businessId, id: by.id }))[0];
  }
  const match =
    'id' in by
      ? eq(members.id, by.id)
      : 'email' in by
        ? eq(members.email, by.email)
        : eq(members.phone, by.phone);
  const [row] = await db
    .select()
    .from(members)
    .where(and(eq(members.businessId, businessId), match));
  return row;
}

export type NewMember = Omit<typeof members.$inferInsert, 'id' | 'businessId' | 'shortId'>;

/**
 * Inserts a member with a fresh short id. A short-id clash (about one in 10^11) is retried; a clash on e-mail or
 * phone raises the database's unique violation for the caller to map.
 */
export async function insertMemberRow(
  db: DatabaseExecutor,
  businessId: string,
  values: NewMember,
): Promise<MemberRow> {
  for (let attempt = 0; attempt < 5; attempt++) {
    const [row] = await db
      .insert(members)
      .values({ ...values, businessId, shortId: generateShortId() })
      .onConflictDoNothing({ target: [members.businessId, members.shortId] })
      .returning();
    if (row) return row;
  }
  throw new Error('no free short id after 5 attempts');
}

export async function updateMemberRow(
  db: DatabaseExecutor,
  businessId: string,
  id: string,
  values: Partial<NewMember>,
): Promise<MemberRow | undefined> {
  const [row] = await db
    .update(members)
    .set(values)
    .where(and(eq(members.businessId, businessId), eq(members.id, id)))
    .returning();
  return row;
}

export async function insertConsentRow(
  db: DatabaseExecutor,
  values: typeof memberConsents.$inferInsert,
): Promise<void> {
  await db.insert(memberConsents).values(values);
}
