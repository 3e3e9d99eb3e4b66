import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  buildSubmissionSchema,
  checkFormField,
  fieldErrorsOf,
  formCreateSchema,
  formFieldSchema,
  localize,
  type FormField,
} from './forms';

const label = { en: 'Label' };
const field = (input: Record<string, unknown>): FormField => formFieldSchema.parse({ label, ...input });

const everyType: FormField[] = [
  field({ type: 'text', name: 'name', required: true, minLength: 2, maxLength: 10, pattern: '[A-Za-z ]+' }),
  field({ type: 'longText', name: 'comments', maxLength: 20 }),
  field({ type: 'email', name: 'email', required: true }),
  field({ type: 'phone', name: 'phone' }),
  field({ type: 'number', name: 'visits', required: true, min: 1, max: 31, integer: true }),
  field({ type: 'date', name: 'visitDate', min: '2024-01-01', max: '2030-12-31' }),
  field({
    type: 'singleChoice',
    name: 'rating',
    required: true,
    options: [
      { value: 'great', label },
      { value: 'ok', label },
    ],
  }),
  field({
    type: 'multipleChoice',
    name: 'ordered',
    minSelected: 1,
    maxSelected: 2,
    options: [
      { value: 'coffee', label },
      { value: 'tea', label },
      { value: 'cake', label },
    ],
  }),
  field({ type: 'checkbox', name: 'contactMe' }),
  field({ type: 'consent', name: 'privacy', linkUrl: 'https://example.com/privacy' }),
  field({ type: 'hidden', name: 'source' }),
];
const schema = buildSubmissionSchema({ fields: everyType });

const valid = {
  name: '  Dana Demo ',
  comments: 'Lovely',
  email: 'dana@example.com',
  phone: '415 555 0100',
  visits: '3',
  visitDate: '2026-11-02',
  rating: 'great',
  ordered: ['tea', 'coffee'],
  contactMe: true,
  privacy: true,
  source: 'newsletter',
};

describe('buildSubmissionSchema', () => {
  it('cleans valid answers: trimmed text, numbers, options in their own order, unknown keys dropped', () => {
    expect(schema.parse({ ...valid, extra: 'dropped' })).toEqual({
      ...valid,
      name: 'Dana Demo',
      visits: 3,
      ordered: ['coffee', 'tea'],
    });
  });

  it('drops blank optional answers and keeps an unticked checkbox as false', () => {
    const answers = schema.parse({
      ...valid,
      comments: ' ',
      phone: '',
      visitDate: undefined,
      contactMe: false,
    });
    expect(answers).not.toHaveProperty('comments');
    expect(answers).not.toHaveProperty('phone');
    expect(answers).not.toHaveProperty('visitDate');
    expect(answers.contactMe).toBe(false);
  });

  it.each([
    ['name', '', 'forms.field.required'],
    ['name', 'D', 'forms.field.too.short'],
    ['name', 'Dana Demo Extra', 'forms.field.too.long'],
    ['name', 'Dana 42', 'forms.field.pattern'],
    ['comments', 'x'.repeat(21), 'forms.field.too.long'],
    ['email', 'dana@example', 'forms.field.email'],
    ['phone', '12', 'forms.field.phone'],
    ['visits', 'three', 'forms.field.number'],
    ['visits', '2.5', 'forms.field.number'],
    ['visits', '0', 'forms.field.too.small'],
    ['visits', '32', 'forms.field.too.large'],
    ['visitDate', '2026-02-30', 'forms.field.date'],
    ['visitDate', '02/11/2026', 'forms.field.date'],
    ['visitDate', '2023-12-31', 'forms.field.too.small'],
    ['visitDate', '2031-01-01', 'forms.field.too.large'],
    ['rating', 'terrible', 'forms.field.option'],
    ['rating', '', 'forms.field.required'],
    ['ordered', ['coffee', 'tea', 'cake'], 'forms.field.too.many'],
    ['ordered', ['water'], 'forms.field.option'],
    ['privacy', false, 'forms.field.consent'],
    ['source', 'x'.repeat(501), 'forms.field.too.long'],
  ])('%s = %j fails with %s, at the field, alone', (name, value, key) => {
    const result = schema.safeParse({ ...valid, [name]: value });
    expect(result.success).toBe(false);
    if (result.success) return;
    expect(fieldErrorsOf(result.error)).toEqual({ [name]: key });
  });

  it('takes a non-object as no answers: every required field is reported once', () => {
    const result = schema.safeParse('nonsense');
    expect(result.success).toBe(false);
    if (result.success) return;
    expect(Object.keys(fieldErrorsOf(result.error)).sort()).toEqual(
      ['email', 'name', 'privacy', 'rating', 'visits'].sort(),
    );
    expect(result.error.issues).toHaveLength(5);
  });

  it('property: any input gives either clean answers of known fields or one issue per failing field', () => {
    const raw = fc.dictionary(
      fc.constantFrom(...everyType.map((f) => f.name), 'other'),
      fc.oneof(fc.string(), fc.integer(), fc.boolean(), fc.array(fc.string()), fc.constant(null)),
    );
    fc.assert(
      fc.property(raw, (input) => {
        const result = schema.safeParse(input);
        if (result.success) {
          for (const key of Object.keys(result.data)) expect(everyType.map((f) => f.name)).toContain(key);
        } else {
          const paths = result.error.issues.map((issue) => String(issue.path[0]));
          expect(new Set(paths).size).toBe(paths.length);
          for (const issue of result.error.issues) expect(issue.message).toMatch(/^forms\.field\./);
        }
      }),
    );
  });

  it('property: cleaning is idempotent (clean answers pass again unchanged)', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 12 }), fc.integer({ min: -5, max: 40 }), (name, visits) => {
        const first = schema.safeParse({ ...valid, name, visits: String(visits) });
        if (!first.success) return;
        expect(schema.parse(first.data)).toEqual(first.data);
      }),
    );
  });

  it('property: every number within bounds is accepted as itself', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 31 }), (visits) => {
        expect(checkFormField(everyType[4]!, String(visits))).toEqual({ ok: true, value: visits });
      }),
    );
  });
});

describe('form definitions', () => {
  const base = { title: { en: 'Survey' }, fields: [{ type: 'text', name: 'a', label }] };

  it('takes a definition and applies its defaults', () => {
    expect(formCreateSchema.parse(base)).toMatchObject({
      formType: 'other',
      audience: 'everyone',
      active: true,
    });
  });

  it('refuses duplicate field names, bounds the wrong way round and patterns that do not compile', () => {
    const twice = formCreateSchema.safeParse({ ...base, fields: [...base.fields, ...base.fields] });
    expect(twice.error?.issues[0]?.message).toBe('validation.field.name.taken');
    const bounds = formCreateSchema.safeParse({
      ...base,
      fields: [{ type: 'number', name: 'n', label, min: 5, max: 1 }],
    });
    expect(bounds.error?.issues[0]?.message).toBe('validation.field.bounds');
    const pattern = formCreateSchema.safeParse({
      ...base,
      fields: [{ type: 'text', name: 't', label, pattern: '(' }],
    });
    expect(pattern.error?.issues[0]?.message).toBe('validation.pattern');
  });
});

describe('localize', () => {
  it('falls back from the language to its base, then English, then the first text written', () => {
    const text = { en: 'Hello', he: 'שלום', pt: 'Olá' };
    expect(localize(text, 'he')).toBe('שלום');
    expect(localize(text, 'pt-BR')).toBe('Olá');
    expect(localize(text, 'es')).toBe('Hello');
    expect(localize({ ar: 'مرحبا', he: 'שלום' }, 'es')).toBe('مرحبا');
    expect(localize(undefined, 'en')).toBe('');
  });
});
