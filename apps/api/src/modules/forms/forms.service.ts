import {
  FORM_SUBMISSIONS_PER_HOUR,
  FORM_SUBMISSION_MAX_BYTES,
  buildSubmissionSchema,
  errorCodes,
  formMessageKeys as keys,
  messageKeys,
  type AdminForm,
  type AdminFormSubmission,
  type FormDefinition,
  type FormSubmissionResult,
  type FormType,
  type formCreateSchema,
  type formUpdateSchema,
} from '@loyalty/contract';
import type { Database, DatabaseExecutor } from '@loyalty/db';
import type { z } from 'zod';
import { HttpError, conflict, notFound, unauthorized } from '../../lib/http-error';
import { sha256Hex } from '../../lib/secrets';
import { findLocationRow } from '../locations/locations.repository';
import { throttle, type ThrottleRule } from '../throttle/throttle.service';
import * as repository from './forms.repository';

const SUBMIT_RULE: ThrottleRule = {
  name: 'form-submit',
  max: FORM_SUBMISSIONS_PER_HOUR,
  windowSeconds: 3600,
};

const formNotFound = () => notFound(keys.notFound);

function isOpen(row: repository.FormRow, now: Date): boolean {
  if (!row.active) return false;
  if (row.activeFrom && row.activeFrom.getTime() > now.getTime()) return false;
  if (row.activeUntil && row.activeUntil.getTime() <= now.getTime()) return false;
  return true;
}

function toDefinition(row: repository.FormRow): FormDefinition {
  return {
    id: row.id,
    version: row.version,
    formType: row.formType as FormType,
    locationId: row.locationId,
    audience: row.audience === 'members' ? 'members' : 'everyone',
    title: row.title,
    description: row.description ?? null,
    submitLabel: row.submitLabel ?? null,
    successMessage: row.successMessage ?? null,
    fields: row.fields,
    activeFrom: row.activeFrom?.toISOString() ?? null,
    activeUntil: row.activeUntil?.toISOString() ?? null,
  };
}

function toAdmin(row: repository.FormRow, submissions: number): AdminForm {
  return {
    ...toDefinition(row),
    businessId: row.businessId,
    active: row.active,
    submissions,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** A form by id (open now), or the newest open form of a type and location; 404 otherwise, with the reason. */
export async function findForm(
  db: DatabaseExecutor,
  businessId: string,
  query: { formId?: string; locationId?: string; formType?: FormType; activeForm?: 'true' | 'false' },
  now: Date,
): Promise<FormDefinition> {
  if (query.activeForm === 'true' && !query.formId) {
    const row = await repository.findNewestOpenForm(db, businessId, query, now);
    if (!row) throw formNotFound();
    return toDefinition(row);
  }
  if (!query.formId) throw formNotFound();
  const row = await repository.findForm(db, businessId, query.formId);
  if (!row) throw formNotFound();
  if (query.formType && row.formType !== query.formType) throw formNotFound();
  if (query.locationId && row.locationId !== query.locationId) throw formNotFound();
  if (!isOpen(row, now)) throw notFound(keys.inactive);
  return toDefinition(row);
}

/* Submitting ------------------------------------------------------------------------------------------------- */

export interface SubmissionInput {
  formId: string;
  formFields: Record<string, unknown>;
  idempotencyKey: string;
  language?: string;
}

/** Who submits: a signed-in member, or a guest known only by the client IP (captcha already checked). */
export type Submitter = { kind: 'member'; memberId: string } | { kind: 'guest'; clientIp: string };

/** Key order does not change what was answered: the hash of the cleaned answers, sorted. */
function hashAnswers(answers: Record<string, unknown>): string {
  return sha256Hex(
    JSON.stringify(
      Object.keys(answers)
        .sort()
        .map((key) => [key, answers[key]]),
    ),
  );
}

function toResult(
  row: repository.FormSubmissionRow,
  status: FormSubmissionResult['status'],
): FormSubmissionResult {
  return {
    id: row.id,
    formId: row.formId,
    formVersion: row.formVersion,
    createdAt: row.createdAt.toISOString(),
    status,
  };
}

/** The form a submission is for: it must exist in the business, be open, and take this kind of submitter. */
export async function formForSubmission(
  db: DatabaseExecutor,
  businessId: string,
  formId: string,
  submitter: Submitter['kind'],
  now: Date,
): Promise<repository.FormRow> {
  const row = await repository.findForm(db, businessId, formId);
  if (!row) throw formNotFound();
  if (!isOpen(row, now)) throw notFound(keys.inactive);
  if (submitter === 'guest' && row.audience === 'members') throw unauthorized(keys.membersOnly);
  return row;
}

/** Refuses answers larger than a form may take (413), whatever their shape. */
function assertSubmissionSize(formFields: unknown): void {
  if (Buffer.byteLength(JSON.stringify(formFields ?? {}), 'utf8') > FORM_SUBMISSION_MAX_BYTES)
    throw new HttpError(413, errorCodes.validation, keys.submissionTooLarge);
}

/**
 * Checks the answers with the form's own schema (a 400 with one issue per failing field at `formFields.<name>`),
 * then stores them once per idempotency key: a repeat answers the first submission; the same key with other
 * answers is a 409. At most 30 an hour per member or guest IP.
 */
export async function submitForm(
  db: Database,
  businessId: string,
  form: repository.FormRow,
  input: SubmissionInput,
  submitter: Submitter,
  now: Date,
): Promise<{ result: FormSubmissionResult; created: boolean }> {
  assertSubmissionSize(input.formFields);
  const parsed = buildSubmissionSchema(form).safeParse(input.formFields);
  if (!parsed.success) {
    throw new HttpError(
      400,
      errorCodes.validation,
      messageKeys.validationFailed,
      parsed.error.issues.map((issue) => ({
        path: ['formFields', ...issue.path.map(String)].join('.'),
        message: issue.message,
      })),
    );
  }
  const answers = parsed.data;
  const answersHash = hashAnswers(answers);
  const memberId = submitter.kind === 'member' ? submitter.memberId : null;

  const replay = async (): Promise<{ result: FormSubmissionResult; created: boolean } | undefined> => {
    const earlier = await repository.findSubmissionByKey(db, form.id, input.idempotencyKey);
    if (!earlier) return undefined;
    if (earlier.answersHash !== answersHash || earlier.memberId !== memberId)
      throw conflict(keys.idempotencyConflict);
    return { result: toResult(earlier, 'already-submitted'), created: false };
  };
  const repeated = await replay();
  if (repeated) return repeated;

  const subject =
    submitter.kind === 'member' ? `member:${submitter.memberId}` : `ip:${businessId}:${submitter.clientIp}`;
  await throttle(db, [{ rule: SUBMIT_RULE, subject }], now);
  const row = await repository.insertSubmission(db, {
    businessId,
    formId: form.id,
    formVersion: form.version,
    memberId,
    idempotencyKey: input.idempotencyKey,
    answersHash,
    answers,
    language: input.language ?? null,
    createdAt: now,
  });
  if (row) return { result: toResult(row, 'submitted'), created: true };
  // Two requests with the same key at once: the other one stored it first.
  const raced = await replay();
  if (!raced) throw conflict(keys.idempotencyConflict);
  return raced;
}

/* Admin ------------------------------------------------------------------------------------------------------ */

type CreateInput = z.output<typeof formCreateSchema>;
type UpdateInput = z.output<typeof formUpdateSchema>;

const toDate = (value: string | null | undefined) =>
  value === undefined ? undefined : value === null ? null : new Date(value);

function checkWindow(from: Date | null | undefined, until: Date | null | undefined): void {
  if (from && until && from.getTime() >= until.getTime()) {
    throw new HttpError(400, errorCodes.validation, messageKeys.validationFailed, [
      { path: 'activeUntil', message: 'validation.active.window' },
    ]);
  }
}

async function checkLocation(
  db: DatabaseExecutor,
  businessId: string,
  locationId: string | null | undefined,
) {
  if (!locationId) return;
  if (!(await findLocationRow(db, businessId, locationId))) throw notFound(keys.locationNotFound);
}

export async function createForm(
  db: Database,
  businessId: string,
  input: CreateInput,
  now: Date,
): Promise<AdminForm> {
  const activeFrom = toDate(input.activeFrom) ?? null;
  const activeUntil = toDate(input.activeUntil) ?? null;
  checkWindow(activeFrom, activeUntil);
  await checkLocation(db, businessId, input.locationId);
  const row = await repository.insertForm(db, {
    businessId,
    formType: input.formType,
    locationId: input.locationId,
    audience: input.audience,
    title: input.title,
    description: input.description ?? null,
    submitLabel: input.submitLabel ?? null,
    successMessage: input.successMessage ?? null,
    fields: input.fields,
    active: input.active,
    activeFrom,
    activeUntil,
    createdAt: now,
    updatedAt: now,
  });
  return toAdmin(row, 0);
}

export async function updateForm(
  db: Database,
  businessId: string,
  id: string,
  input: UpdateInput,
  now: Date,
): Promise<AdminForm> {
  const current = await repository.findForm(db, businessId, id);
  if (!current) throw formNotFound();
  const activeFrom = toDate(input.activeFrom);
  const activeUntil = toDate(input.activeUntil);
  checkWindow(
    activeFrom === undefined ? current.activeFrom : activeFrom,
    activeUntil === undefined ? current.activeUntil : activeUntil,
  );
  await checkLocation(db, businessId, input.locationId);
  const changes = Object.fromEntries(
    Object.entries({ ...input, activeFrom, activeUntil }).filter(([, value]) => value !== undefined),
  );
  const row = await repository.updateForm(db, businessId, id, { ...changes, updatedAt: now });
  if (!row) throw formNotFound();
  return toAdmin(row, await repository.countSubmissions(db, id));
}

export async function listForms(db: DatabaseExecutor, businessId: string) {
  const rows = await repository.listForms(db, businessId);
  return { items: rows.map(({ form, submissions }) => toAdmin(form, Number(submissions))) };
}

export async function listSubmissions(
  db: DatabaseExecutor,
  businessId: string,
  formId: string,
): Promise<{ items: AdminFormSubmission[] }> {
  if (!(await repository.findForm(db, businessId, formId))) throw formNotFound();
  const rows = await repository.listSubmissions(db, businessId, formId);
  return {
    items: rows.map((row) => ({
      id: row.id,
      formId: row.formId,
      formVersion: row.formVersion,
      memberId: row.memberId,
      answers: row.answers,
      language: row.language,
      createdAt: row.createdAt.toISOString(),
    })),
  };
}
