import { z } from 'zod';
import { localeCodeSchema } from './common';
import { EMAIL_PATTERN, PHONE_PATTERN } from './constants';
import { formMessageKeys, type FormMessageKey } from './errors';

/**
 * Dynamic forms: a business defines its fields (with their rules and texts in each language), the portal renders
 * them, and one zod schema built from the definition (`buildSubmissionSchema`) checks the answers in the browser
 * and again in the API. Browser code imports this file as `@loyalty/contract/forms`.
 */

/** Largest submission body the API takes (bytes). */
export const FORM_SUBMISSION_MAX_BYTES = 64 * 1024;
/** Submissions per member or guest IP and hour. */
export const FORM_SUBMISSIONS_PER_HOUR = 30;

/* Texts per language ----------------------------------------------------------------------------------------- */

/** A text in several languages (`{ en: 'Name', he: 'שם' }`); at least one. */
export const localizedTextSchema = z
  .record(localeCodeSchema, z.string().trim().min(1, 'validation.required').max(2000, 'validation.too.long'))
  .refine((texts) => Object.keys(texts).length > 0, 'validation.required');
export type LocalizedText = Record<string, string>;

/**
 * The text in `language`: that language, else its base language (`pt` for `pt-BR`), else English, else the first
 * one written. Empty when there is no text at all.
 */
export function localize(text: LocalizedText | null | undefined, language: string): string {
  if (!text) return '';
  const base = language.split(/[_-]/)[0] ?? language;
  return (
    text[language] ??
    text[base] ??
    text.en ??
    text.en_US ??
    Object.entries(text).find(([code]) => code.split(/[_-]/)[0] === base)?.[1] ??
    Object.values(text)[0] ??
    ''
  );
}

/* Field definitions ------------------------------------------------------------------------------------------ */

export const FORM_FIELD_TYPES = [
  'text',
  'longText',
  'email',
  'phone',
  'number',
  'date',
  'singleChoice',
  'multipleChoice',
  'checkbox',
  'consent',
  'hidden',
] as const;
export type FormFieldType = (typeof FORM_FIELD_TYPES)[number];

const DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;
const dateSchema = z.string().regex(DATE_PATTERN, 'validation.date');

/** A pattern an administrator writes: it must compile, and stays short (it runs on every answer). */
const patternSchema = z
  .string()
  .min(1)
  .max(200)
  .refine((pattern) => {
    try {
      new RegExp(pattern, 'u');
      return true;
    } catch {
      return false;
    }
  }, 'validation.pattern');

const optionSchema = z.object({
  value: z
    .string()
    .trim()
    .min(1)
    .max(100)
    .regex(/^[^\n\r]+$/),
  label: localizedTextSchema,
});

const fieldBase = {
  /** The answer's key: letters, digits and underscores. */
  name: z.string().regex(/^[A-Za-z][A-Za-z0-9_]{0,39}$/, 'validation.field.name'),
  label: localizedTextSchema,
  help: localizedTextSchema.optional(),
  required: z.boolean().default(false),
};
const lengthRules = {
  minLength: z.number().int().min(0).max(10_000).optional(),
  maxLength: z.number().int().min(1).max(10_000).optional(),
};

export const formFieldSchema = z.discriminatedUnion('type', [
  z.object({ ...fieldBase, type: z.literal('text'), ...lengthRules, pattern: patternSchema.optional() }),
  z.object({ ...fieldBase, type: z.literal('longText'), ...lengthRules }),
  z.object({ ...fieldBase, type: z.literal('email') }),
  z.object({ ...fieldBase, type: z.literal('phone') }),
  z.object({
    ...fieldBase,
    type: z.literal('number'),
    min: z.number().optional(),
    max: z.number().optional(),
    integer: z.boolean().default(false),
  }),
  z.object({ ...fieldBase, type: z.literal('date'), min: dateSchema.optional(), max: dateSchema.optional() }),
  z.object({
    ...fieldBase,
    type: z.literal('singleChoice'),
    display: z.enum(['radio', 'select']).default('radio'),
    options: z.array(optionSchema).min(1).max(100),
  }),
  z.object({
    ...fieldBase,
    type: z.literal('multipleChoice'),
    options: z.array(optionSchema).min(1).max(100),
    minSelected: z.number().int().min(0).max(100).optional(),
    maxSelected: z.number().int().min(1).max(100).optional(),
  }),
  z.object({ ...fieldBase, type: z.literal('checkbox') }),
  z.object({
    ...fieldBase,
    type: z.literal('consent'),
    /** The terms the visitor agrees to, opened in a new tab. */
    linkUrl: z
      .url({ protocol: /^https?$/ })
      .max(2048)
      .optional(),
    linkLabel: localizedTextSchema.optional(),
  }),
  z.object({ ...fieldBase, type: z.literal('hidden'), defaultValue: z.string().max(500).optional() }),
]);
export type FormField = z.output<typeof formFieldSchema>;

export const FORM_TYPES = ['survey', 'signup', 'claim', 'contact', 'other'] as const;
export const formTypeSchema = z.enum(FORM_TYPES);
export type FormType = z.infer<typeof formTypeSchema>;
export const formAudienceSchema = z.enum(['everyone', 'members']);

const fieldsSchema = z
  .array(formFieldSchema)
  .min(1, 'validation.required')
  .max(60)
  .superRefine((fields, ctx) => {
    const seen = new Set<string>();
    fields.forEach((field, index) => {
      if (seen.has(field.name))
        ctx.addIssue({ code: 'custom', path: [index, 'name'], message: 'validation.field.name.taken' });
      seen.add(field.name);
      const bounds: [number | string | undefined, number | string | undefined] =
        field.type === 'text' || field.type === 'longText'
          ? [field.minLength, field.maxLength]
          : field.type === 'number' || field.type === 'date'
            ? [field.min, field.max]
            : field.type === 'multipleChoice'
              ? [field.minSelected, field.maxSelected]
              : [undefined, undefined];
      if (bounds[0] !== undefined && bounds[1] !== undefined && bounds[0] > bounds[1])
        ctx.addIssue({ code: 'custom', path: [index], message: 'validation.field.bounds' });
      if (field.type === 'singleChoice' || field.type === 'multipleChoice') {
        const values = field.options.map((option) => option.value);
        if (new Set(values).size !== values.length)
          ctx.addIssue({ code: 'custom', path: [index, 'options'], message: 'validation.field.options' });
      }
    });
  });

const windowDate = z.iso.datetime({ offset: true });

/** Admin: `POST /admin/v1/businesses/:businessId/forms` (CLI `form:create <business> <file.json>`). */
export const formCreateSchema = z
  .object({
    formType: formTypeSchema.default('other'),
    locationId: z.uuid('location.not.found').nullable().default(null),
    audience: formAudienceSchema.default('everyone'),
    title: localizedTextSchema,
    description: localizedTextSchema.optional(),
    submitLabel: localizedTextSchema.optional(),
    successMessage: localizedTextSchema.optional(),
    fields: fieldsSchema,
    active: z.boolean().default(true),
    activeFrom: windowDate.nullable().default(null),
    activeUntil: windowDate.nullable().default(null),
  })
  .strict();
export type FormCreate = z.input<typeof formCreateSchema>;

/** Admin: `PATCH .../forms/:formId` (CLI `form:update`): the fields given change; the version goes up. */
export const formUpdateSchema = z
  .object({
    formType: formTypeSchema.optional(),
    locationId: z.uuid('location.not.found').nullable().optional(),
    audience: formAudienceSchema.optional(),
    title: localizedTextSchema.optional(),
    description: localizedTextSchema.nullable().optional(),
    submitLabel: localizedTextSchema.nullable().optional(),
    successMessage: localizedTextSchema.nullable().optional(),
    fields: fieldsSchema.optional(),
    active: z.boolean().optional(),
    activeFrom: windowDate.nullable().optional(),
    activeUntil: windowDate.nullable().optional(),
  })
  .strict();
export type FormUpdate = z.input<typeof formUpdateSchema>;

/** A form as the portal renders it: every language's texts (the browser picks with `localize`). */
export const formDefinitionSchema = z.object({
  id: z.string(),
  version: z.number().int(),
  formType: formTypeSchema,
  locationId: z.string().nullable(),
  audience: formAudienceSchema,
  title: z.record(z.string(), z.string()),
  description: z.record(z.string(), z.string()).nullable(),
  submitLabel: z.record(z.string(), z.string()).nullable(),
  successMessage: z.record(z.string(), z.string()).nullable(),
  fields: z.array(formFieldSchema),
  activeFrom: z.string().nullable(),
  activeUntil: z.string().nullable(),
});
export type FormDefinition = z.output<typeof formDefinitionSchema>;

/** Admin: a form with its switch and counters. */
export const adminFormSchema = formDefinitionSchema.extend({
  businessId: z.string(),
  active: z.boolean(),
  submissions: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type AdminForm = z.infer<typeof adminFormSchema>;
export const adminFormListSchema = z.object({ items: z.array(adminFormSchema) });

const idSchema = z.string().trim().min(1).max(64);

/**
 * `GET /api/forms`: a form by id, or with `activeForm=true` the newest open form matching `formType` and
 * `locationId`.
 */
export const formsQuerySchema = z
  .object({
    formId: idSchema.optional(),
    locationId: idSchema.optional(),
    formType: formTypeSchema.optional(),
    activeForm: z.enum(['true', 'false']).optional(),
  })
  .refine((query) => query.formId !== undefined || query.activeForm === 'true', {
    message: 'validation.required',
    path: ['formId'],
  });
export type FormsQuery = z.infer<typeof formsQuerySchema>;

/* Answers ---------------------------------------------------------------------------------------------------- */

export type FormAnswer = string | number | boolean | string[];
export type FormAnswers = Record<string, FormAnswer>;

/** The raw answers as a browser sends them: strings, numbers, booleans, lists of strings. */
export const formFieldsInputSchema = z.record(z.string().max(40), z.unknown());

const TEXT_DEFAULT_MAX = 500;
const LONG_TEXT_DEFAULT_MAX = 5000;

type FieldCheck = { ok: true; value: FormAnswer | undefined } | { ok: false; key: FormMessageKey };
const fail = (key: FormMessageKey): FieldCheck => ({ ok: false, key });

function isBlank(raw: unknown): boolean {
  return (
    raw === undefined ||
    raw === null ||
    (typeof raw === 'string' && raw.trim() === '') ||
    (Array.isArray(raw) && raw.length === 0)
  );
}

function checkText(raw: unknown, min: number | undefined, max: number): FieldCheck {
  if (typeof raw !== 'string' && typeof raw !== 'number') return fail(formMessageKeys.required);
  const value = String(raw).trim();
  const length = [...value].length;
  if (min !== undefined && length < min) return fail(formMessageKeys.tooShort);
  if (length > max) return fail(formMessageKeys.tooLong);
  return { ok: true, value };
}

function checkDate(raw: unknown, min?: string, max?: string): FieldCheck {
  if (typeof raw !== 'string' || !DATE_PATTERN.test(raw.trim())) return fail(formMessageKeys.date);
  const value = raw.trim();
  const parsed = new Date(`${value}T00:00:00Z`);
  if (Number.isNaN(parsed.getTime()) || parsed.toISOString().slice(0, 10) !== value)
    return fail(formMessageKeys.date);
  if (min !== undefined && value < min) return fail(formMessageKeys.tooSmall);
  if (max !== undefined && value > max) return fail(formMessageKeys.tooLarge);
  return { ok: true, value };
}

/**
 * One field's answer against its rules: the cleaned value (trimmed text, a number, a boolean, the chosen
 * options) or the one message key that says what is wrong. A blank optional answer is `undefined`.
 */
export function checkFormField(field: FormField, raw: unknown): FieldCheck {
  const blank =
    isBlank(raw) ||
    ((field.type === 'checkbox' || field.type === 'consent') && raw !== true && raw !== 'true');
  if (blank) {
    if (field.type === 'consent') return fail(formMessageKeys.consent);
    if (field.required) return fail(formMessageKeys.required);
    if (field.type === 'checkbox') return { ok: true, value: false };
    return { ok: true, value: undefined };
  }
  switch (field.type) {
    case 'text': {
      const checked = checkText(raw, field.minLength, field.maxLength ?? TEXT_DEFAULT_MAX);
      if (
        checked.ok &&
        field.pattern &&
        !new RegExp(`^(?:${field.pattern})$`, 'u').test(String(checked.value))
      )
        return fail(formMessageKeys.pattern);
      return checked;
    }
    case 'longText':
      return checkText(raw, field.minLength, field.maxLength ?? LONG_TEXT_DEFAULT_MAX);
    case 'hidden':
      return checkText(raw, undefined, 500);
    case 'email': {
      const checked = checkText(raw, undefined, 254);
      return checked.ok && !EMAIL_PATTERN.test(String(checked.value)) ? fail(formMessageKeys.email) : checked;
    }
    case 'phone': {
      const checked = checkText(raw, undefined, 40);
      return checked.ok && !PHONE_PATTERN.test(String(checked.value)) ? fail(formMessageKeys.phone) : checked;
    }
    case 'number': {
      const text = typeof raw === 'number' ? String(raw) : typeof raw === 'string' ? raw.trim() : '';
      if (!/^-?\d+(\.\d+)?$/.test(text)) return fail(formMessageKeys.number);
      const value = Number(text);
      if (!Number.isFinite(value) || (field.integer && !Number.isInteger(value)))
        return fail(formMessageKeys.number);
      if (field.min !== undefined && value < field.min) return fail(formMessageKeys.tooSmall);
      if (field.max !== undefined && value > field.max) return fail(formMessageKeys.tooLarge);
      return { ok: true, value };
    }
    case 'date':
      return checkDate(raw, field.min, field.max);
    case 'singleChoice': {
      const value = typeof raw === 'string' ? raw : undefined;
      return value !== undefined && field.options.some((option) => option.value === value)
        ? { ok: true, value }
        : fail(formMessageKeys.option);
    }
    case 'multipleChoice': {
      const list = Array.isArray(raw) ? raw : [raw];
      if (!list.every((item) => typeof item === 'string' && field.options.some((o) => o.value === item)))
        return fail(formMessageKeys.option);
      // Answers keep the options' order and appear once, whatever order the boxes were ticked in.
      const value = field.options.map((option) => option.value).filter((option) => list.includes(option));
      if (field.minSelected !== undefined && value.length < field.minSelected)
        return fail(formMessageKeys.tooFew);
      if (field.maxSelected !== undefined && value.length > field.maxSelected)
        return fail(formMessageKeys.tooMany);
      return { ok: true, value };
    }
    case 'checkbox':
    case 'consent':
      return { ok: true, value: true };
  }
}

/**
 * The schema of a form's answers, the same in the browser and in the API: each field checked by its rules with one
 * message key per failing field (issue path = the field's name), answers cleaned, blank optional answers and
 * unknown keys dropped.
 */
export function buildSubmissionSchema(form: Pick<FormDefinition, 'fields'>) {
  return z
    .record(z.string(), z.unknown())
    .catch({})
    .transform((raw, ctx) => {
      const answers: FormAnswers = {};
      for (const field of form.fields) {
        const checked = checkFormField(field, Object.hasOwn(raw, field.name) ? raw[field.name] : undefined);
        if (!checked.ok)
          ctx.addIssue({ code: 'custom', path: [field.name], message: checked.key, input: raw });
        else if (checked.value !== undefined) answers[field.name] = checked.value;
      }
      return answers;
    });
}

/** The first message key per field name, from a failed parse of `buildSubmissionSchema`. */
export function fieldErrorsOf(error: z.ZodError): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) {
    const name = String(issue.path[0] ?? '');
    if (name && !(name in errors)) errors[name] = issue.message;
  }
  return errors;
}

/* Submitting ------------------------------------------------------------------------------------------------- */

/** A key the browser makes once per filled-in form, so that a double click or a retry submits once. */
export const idempotencyKeySchema = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9_-]{8,64}$/, 'validation.idempotency.key');

export const formSubmissionResultSchema = z.object({
  id: z.string(),
  formId: z.string(),
  formVersion: z.number().int(),
  createdAt: z.string(),
  /** `already-submitted`: the same key came before; the first submission is answered, nothing new stored. */
  status: z.enum(['submitted', 'already-submitted']),
});
export type FormSubmissionResult = z.infer<typeof formSubmissionResultSchema>;

/** Admin: one stored submission. */
export const adminFormSubmissionSchema = z.object({
  id: z.string(),
  formId: z.string(),
  formVersion: z.number().int(),
  memberId: z.string().nullable(),
  answers: z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.array(z.string())])),
  language: z.string().nullable(),
  createdAt: z.string(),
});
export type AdminFormSubmission = z.infer<typeof adminFormSubmissionSchema>;
export const adminFormSubmissionListSchema = z.object({ items: z.array(adminFormSubmissionSchema) });
