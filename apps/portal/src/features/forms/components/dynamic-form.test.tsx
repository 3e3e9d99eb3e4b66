// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { formDefinitionSchema, type FormDefinition } from '@loyalty/contract';
import { renderWithProviders } from '@/test-utils/render-with-providers';

const solve = vi.fn(async () => ({ altcha: 'solved' }));
vi.mock('@/features/auth', () => ({
  useCaptcha: () => ({ solve, refused: vi.fn(), human: null, humanToken: null, setHumanToken: vi.fn() }),
  HumanCheck: () => null,
  apiMessageOf: (error: { data?: { message?: string } }) => error.data?.message ?? null,
}));
let answer: () => Promise<unknown> = async () => ({});
const submit = vi.fn((_body: unknown) => answer());
vi.mock('../api/submit-form', () => ({ useSubmitFormMutation: () => [submit, { isLoading: false }] }));

const { DynamicForm } = await import('../index');

afterEach(() => {
  cleanup();
  submit.mockClear();
  solve.mockClear();
});

const hebrew = { code: 'he', name: 'עברית', direction: 'rtl' as const };
const texts = {
  'forms.field.required': 'נא למלא את השדה.',
  'forms.field.email': 'כתובת לא תקינה.',
  'forms.field.consent': 'סמנו את התיבה.',
  'forms.field.too.large': 'הערך גבוה מדי.',
  'forms.submit': 'שליחה',
  'forms.success': 'תודה!',
};
const form: FormDefinition = formDefinitionSchema.parse({
  id: '3c1d9e20-4a7b-4f1e-9d2c-7b8a6e5f4d01',
  version: 1,
  formType: 'survey',
  locationId: null,
  audience: 'everyone',
  title: { en: 'Survey', he: 'סקר' },
  description: null,
  submitLabel: null,
  successMessage: null,
  activeFrom: null,
  activeUntil: null,
  fields: [
    { type: 'text', name: 'name', label: { en: 'Name', he: 'שם' }, required: true },
    { type: 'email', name: 'email', label: { en: 'E-mail', he: 'דוא"ל' }, required: true },
    { type: 'number', name: 'visits', label: { en: 'Visits', he: 'ביקורים' }, max: 31 },
    { type: 'consent', name: 'privacy', label: { en: 'I agree', he: 'אני מסכים/ה' } },
    { type: 'hidden', name: 'source', label: { en: 'Source' } },
  ],
});

const errorOf = (field: HTMLElement) =>
  (field.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent)
    .join(' ');

describe('DynamicForm', () => {
  it('shows each broken rule translated under its field, focuses the first, and sends nothing', () => {
    renderWithProviders(<DynamicForm form={form} />, { translation: texts, language: hebrew });
    const email = screen.getByLabelText('דוא"ל *');
    fireEvent.change(email, { target: { value: 'nope' } });
    fireEvent.click(screen.getByRole('button', { name: 'שליחה' }));
    const name = screen.getByLabelText('שם *');
    expect(errorOf(name)).toContain('נא למלא את השדה.');
    expect(errorOf(email)).toContain('כתובת לא תקינה.');
    expect(errorOf(screen.getByLabelText(/אני מסכים/))).toContain('סמנו את התיבה.');
    expect(document.activeElement).toBe(name);
    expect(submit).not.toHaveBeenCalled();
  });

  it('sends clean answers with the prefilled hidden field and a captcha, then shows the success state', async () => {
    answer = async () => ({ id: 'x', formId: form.id, formVersion: 1, createdAt: '', status: 'submitted' });
    renderWithProviders(<DynamicForm form={form} prefill={{ source: 'newsletter' }} />, {
      translation: texts,
      language: hebrew,
    });
    fireEvent.change(screen.getByLabelText('שם *'), { target: { value: ' Dana ' } });
    fireEvent.change(screen.getByLabelText('דוא"ל *'), { target: { value: 'dana@example.com' } });
    fireEvent.change(screen.getByLabelText('ביקורים'), { target: { value: '4' } });
    fireEvent.click(screen.getByLabelText(/אני מסכים/));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'שליחה' })));
    expect(solve).toHaveBeenCalledOnce();
    expect(submit).toHaveBeenCalledWith(
      expect.objectContaining({
        form: form.id,
        altcha: 'solved',
        language: 'he',
        formFields: {
          name: 'Dana',
          email: 'dana@example.com',
          visits: 4,
          privacy: true,
          source: 'newsletter',
        },
      }),
    );
    expect(screen.getByRole('status').textContent).toContain('תודה!');
  });

  it("shows the server's field issues under their fields", async () => {
    answer = async () => {
      throw {
        data: {
          message: 'validation.failed',
          issues: [{ path: 'formFields.visits', message: 'forms.field.too.large' }],
        },
      };
    };
    renderWithProviders(<DynamicForm form={form} />, { translation: texts, language: hebrew });
    fireEvent.change(screen.getByLabelText('שם *'), { target: { value: 'Dana' } });
    fireEvent.change(screen.getByLabelText('דוא"ל *'), { target: { value: 'dana@example.com' } });
    fireEvent.click(screen.getByLabelText(/אני מסכים/));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'שליחה' })));
    expect(errorOf(screen.getByLabelText('ביקורים'))).toContain('הערך גבוה מדי.');
  });
});
