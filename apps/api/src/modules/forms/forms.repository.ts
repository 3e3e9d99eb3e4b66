import { formSubmissions, forms, type DatabaseExecutor } from '@loyalty/db';
import { and, asc, count, desc, eq, isNull, or, sql } from 'drizzle-orm';

export type FormRow = typeof forms.$inferSelect;
export type FormSubmissionRow = typeof formSubmissions.$inferSelect;

export async function findForm(
  db: DatabaseExecutor,
  businessId: string,
  id: string,
): Promise<FormRow | undefined> {
  const [row] = await db
    .select()
    .from(forms)
    .where(and(eq(forms.businessId, businessId), eq(forms.id, id)));
  return row;
}

/** The newest switched-on form of a type (and location) whose window holds `now`. */
export async function findNewestOpenForm(
  db: DatabaseExecutor,
  businessId: string,
  filter: { formType?: string; locationId?: string },
  now: Date,
): Promise<FormRow | undefined> {
  const [row] = await db
    .select()
    .from(forms)
    .where(
      and(
        eq(forms.businessId, businessId),
        eq(forms.active, true),
        filter.formType ? eq(forms.formType, filter.formType) : undefined,
        filter.locationId ? eq(forms.locationId, filter.locationId) : undefined,
        or(isNull(forms.activeFrom), sql`${forms.activeFrom} <= ${now.toISOString()}`),
        or(isNull(forms.activeUntil), sql`${forms.activeUntil} > ${now.toISOString()}`),
      ),
    )
    .orderBy(desc(forms.createdAt))
    .limit(1);
  return row;
}

export async function listForms(db: DatabaseExecutor, businessId: string) {
  return db
    .select({ form: forms, submissions: count(formSubmissions.id) })
    .from(forms)
    .leftJoin(formSubmissions, eq(formSubmissions.formId, forms.id))
    .where(eq(forms.businessId, businessId))
    .groupBy(forms.id)
    .orderBy(desc(forms.createdAt));
}

export async function countSubmissions(db: DatabaseExecutor, formId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(formSubmissions)
    .where(eq(formSubmissions.formId, formId));
  return Number(row?.n ?? 0);
}

export async function insertForm(db: DatabaseExecutor, values: typeof forms.$inferInsert): Promise<FormRow> {
  const [row] = await db.insert(forms).values(values).returning();
  return row!;
}

export async function updateForm(
  db: DatabaseExecutor,
  businessId: string,
  id: string,
  values: Partial<typeof forms.$inferInsert>,
): Promise<FormRow | undefined> {
  const [row] = await db
    .update(forms)
    .set({ ...values, version: sql`${forms.version} + 1` })
    .where(and(eq(forms.businessId, businessId), eq(forms.id, id)))
    .returning();
  return row;
}

export async function findSubmissionByKey(
  db: DatabaseExecutor,
  formId: string,
  idempotencyKey: string,
): Promise<FormSubmissionRow | undefined> {
  const [row] = await db
    .select()
    .from(formSubmissions)
    .where(and(eq(formSubmissions.formId, formId), eq(formSubmissions.idempotencyKey, idempotencyKey)));
  return row;
}

/** Inserts unless the form already has a submission with the key; undefined then. */
export async function insertSubmission(
  db: DatabaseExecutor,
  values: typeof formSubmissions.$inferInsert,
): Promise<FormSubmissionRow | undefined> {
  const [row] = await db.insert(formSubmissions).values(values).onConflictDoNothing().returning();
  return row;
}

export async function listSubmissions(
  db: DatabaseExecutor,
  businessId: string,
  formId: string,
): Promise<FormSubmissionRow[]> {
  return db
    .select()
    .from(formSubmissions)
    .where(and(eq(formSubmissions.businessId, businessId), eq(formSubmissions.formId, formId)))
    .orderBy(asc(formSubmissions.createdAt), asc(formSubmissions.id));
}

/**
 * Deletes a member's submissions, and anonymous ones of the business whose answers quote the member's e-mail
 * address (any case) or phone number (any punctuation; a national number matching the end of the E.164 one).
 * Returns how many went.
 */
export async function deleteMemberSubmissions(
  db: DatabaseExecutor,
  businessId: string,
  member: { id: string; email: string | null; phone: string | null },
): Promise<number> {
  const own = await db
    .delete(formSubmissions)
    .where(and(eq(formSubmissions.businessId, businessId), eq(formSubmissions.memberId, member.id)))
    .returning({ id: formSubmissions.id });
  const email = member.email?.trim().toLowerCase() || null;
  const phoneDigits = member.phone?.replace(/\D/g, '') || null;
  if (!email && !phoneDigits) return own.length;
  const digits = sql`regexp_replace(answer.value, '[^0-9]', '', 'g')`;
  const quotes = sql.join(
    [
      ...(email ? [sql`lower(trim(answer.value)) = ${email}`] : []),
      ...(phoneDigits
        ? [sql`(length(${digits}) >= 9 and right(${phoneDigits}::text, length(${digits})) = ${digits})`]
        : []),
    ],
    sql` or `,
  );
  const quoted = await db
    .delete(formSubmissions)
    .where(
      and(
        eq(formSubmissions.businessId, businessId),
        isNull(formSubmissions.memberId),
        sql`exists (select 1 from jsonb_each_text(${formSubmissions.answers}) as answer(key, value) where ${quotes})`,
      ),
    )
    .returning({ id: formSubmissions.id });
  return own.length + quoted.length;
}
