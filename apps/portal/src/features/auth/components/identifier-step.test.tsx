// @vitest-environment jsdom
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { EMAIL_PATTERN, PHONE_PATTERN } from '@loyalty/contract';
import { renderWithProviders } from '@/test-utils/render-with-providers';
import type { Captcha } from '../hooks/use-captcha';
import { compilePatterns } from '../identifier';
import { codeDigits } from '../code-digits';
import { IdentifierStep } from './identifier-step';

afterEach(cleanup);

const texts = {
  'auth.identifier.label': 'E-mail or phone number',
  'auth.identifier.hint': 'For example',
  'auth.identifier.submit': 'Send code',
  'validation.required': 'This field is required.',
  'validation.email.not.in.right.format': 'Invalid email format',
};
const captcha: Captcha = {
  solve: vi.fn(async () => ({ altcha: 'x' })),
  refused: vi.fn(),
  human: null,
  humanToken: null,
  setHumanToken: vi.fn(),
};
const patterns = compilePatterns({ email: EMAIL_PATTERN.source, phone: PHONE_PATTERN.source });

describe('IdentifierStep', () => {
  it('shows a translated error beneath the field, linked to it, without calling the API', () => {
    const onSent = vi.fn();
    renderWithProviders(
      <IdentifierStep
        initialValue=""
        captcha={captcha}
        patterns={patterns}
        focusOnMount={false}
        onSent={onSent}
      />,
      { translation: texts },
    );
    const field = screen.getByLabelText('E-mail or phone number');
    fireEvent.change(field, { target: { value: 'dana@example' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send code' }));
    expect(field.getAttribute('aria-invalid')).toBe('true');
    const describedBy = (field.getAttribute('aria-describedby') ?? '').split(' ');
    const messages = describedBy.map((id) => document.getElementById(id)?.textContent);
    expect(messages).toContain('Invalid email format');
    expect(document.activeElement).toBe(field);
    expect(captcha.solve).not.toHaveBeenCalled();
    expect(onSent).not.toHaveBeenCalled();
  });
});

describe('codeDigits', () => {
  it('keeps the digits of a pasted code, at most six', () => {
    expect(codeDigits('123 456')).toBe('123456');
    expect(codeDigits('Your code: 123-456.')).toBe('123456');
    expect(codeDigits('1234567')).toBe('123456');
    expect(codeDigits('abc')).toBe('');
  });
});
