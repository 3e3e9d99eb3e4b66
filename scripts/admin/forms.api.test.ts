// The admin CLI's form and location commands against a real loyalty API on a real database.
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi } from '@loyalty/api/testing';
import { DEMO_BUSINESS_ID, formSubmissions } from '@loyalty/db';
import { cliAgainst } from './cli-test-support';

type TestApi = Awaited<ReturnType<typeof startTestApi>>;

describe('admin CLI: forms and locations', () => {
  let api: TestApi;
  const dir = mkdtempSync(join(tmpdir(), 'forms-cli-'));
  beforeAll(async () => {
    api = await startTestApi();
  });
  afterAll(async () => {
    await api.close();
  });

  const cli = cliAgainst(() => api);

  it('creates a form from a file, lists, updates it and exports its submissions as CSV', async () => {
    const file = join(dir, 'form.json');
    writeFileSync(
      file,
      JSON.stringify({
        formType: 'contact',
        title: { en: 'Contact us' },
        fields: [
          { type: 'text', name: 'message', label: { en: 'Message' }, required: true },
          { type: 'number', name: 'amount', label: { en: 'Amount' } },
        ],
      }),
    );
    const created = await cli('form:create', DEMO_BUSINESS_ID, file, '--json');
    expect(created.code, created.err).toBe(0);
    const form = JSON.parse(created.out) as { id: string; version: number };
    expect(form.version).toBe(1);

    const listed = await cli('form:list', DEMO_BUSINESS_ID);
    expect(listed.out).toContain(form.id);
    expect(listed.out).toContain('Contact us');

    const updated = await cli('form:update', DEMO_BUSINESS_ID, form.id, '--active', 'false');
    expect(updated.code, updated.err).toBe(0);
    expect(updated.out).toContain('version 2');
    expect(updated.out).toContain('active      false');

    await api.db.insert(formSubmissions).values(
      [
        { message: '=cmd|" /C calc"!A0, then "quotes"\nand a line', amount: -12.5 },
        { message: 'plain', amount: 3 },
      ].map((answers, index) => ({
        businessId: DEMO_BUSINESS_ID,
        formId: form.id,
        formVersion: 1,
        idempotencyKey: `cli-${index}`,
        answersHash: `h${index}`,
        answers,
        createdAt: new Date(Date.UTC(2026, 0, 1 + index)),
      })),
    );
    const output = join(dir, 'submissions.csv');
    const exported = await cli('form:submissions', DEMO_BUSINESS_ID, form.id, '--csv', '--output', output);
    expect(exported.code, exported.err).toBe(0);
    expect(exported.out).toContain('Wrote 2 submissions');
    const csv = readFileSync(output, 'utf8');
    expect(
      csv.startsWith('\uFEFFsubmissionId,createdAt,memberId,language,formVersion,message,amount\r\n'),
    ).toBe(true);
    expect(csv).toContain(`,"'=cmd|"" /C calc""!A0, then ""quotes""\nand a line",-12.5\r\n`);
    expect(csv.endsWith(',plain,3\r\n')).toBe(true);
  });

  it('refuses a form file that breaks the definition rules, naming the problem', async () => {
    const file = join(dir, 'bad.json');
    writeFileSync(file, JSON.stringify({ title: { en: 'x' }, fields: [] }));
    const refused = await cli('form:create', DEMO_BUSINESS_ID, file);
    expect(refused.code).toBe(2);
    expect(refused.err).toContain('fields validation.required');
  });

  it('creates and updates a location with hours, breaks and an overnight range', async () => {
    const created = await cli(
      'location:create',
      DEMO_BUSINESS_ID,
      'Bean & Leaf Pier',
      '--address',
      'Pier 39',
      '--city',
      'San Francisco',
      '--country',
      'us',
      '--hours',
      'mon-fri 07:00-11:00 12:00-19:00; sat 20:00-02:00',
      '--json',
    );
    expect(created.code, created.err).toBe(0);
    const location = JSON.parse(created.out) as { id: string; openingHours: unknown[]; timeZone: string };
    expect(location.openingHours).toHaveLength(11);
    expect(location.openingHours).toContainEqual({ day: 6, opens: '20:00', closes: '02:00' });
    expect(location.timeZone).toBe('America/Los_Angeles');

    const updated = await cli(
      'location:update',
      DEMO_BUSINESS_ID,
      location.id,
      '--time-zone',
      'Europe/Madrid',
      '--hours',
      'sun 10:00-14:00',
    );
    expect(updated.code, updated.err).toBe(0);
    expect(updated.out).toContain('Sun 10:00-14:00');
    expect(updated.out).toContain('Europe/Madrid');
    expect((await cli('location:list', DEMO_BUSINESS_ID)).out).toContain('Bean & Leaf Pier');

    const overlap = await cli(
      'location:update',
      DEMO_BUSINESS_ID,
      location.id,
      '--hours',
      'mon 07:00-12:00 11:00-13:00',
    );
    expect(overlap.code).toBe(1);
    expect(overlap.err).toContain('location.hours.overlap');
    const unreadable = await cli('location:update', DEMO_BUSINESS_ID, location.id, '--hours', 'weekdays 9-5');
    expect(unreadable.code).toBe(2);
  });
});
