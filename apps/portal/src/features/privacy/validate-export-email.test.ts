import { describe, expect, it } from 'vitest';
import { canSubmitExport, exportEmailError } from './validate-export-email';

describe('data export e-mail', () => {
  it('uses the section 5 pattern and key', () => {
    expect(exportEmailError('dana@example.com')).toBeNull();
    expect(exportEmailError(' dana@example.com ')).toBeNull();
    expect(exportEmailError('dana@example')).toBe('validation.email.not.in.right.format');
  });

  it('allows submitting only a valid address while nothing is pending', () => {
    expect(canSubmitExport('', false)).toBe(false);
    expect(canSubmitExport('dana@', false)).toBe(false);
    expect(canSubmitExport('dana@example.com', true)).toBe(false);
    expect(canSubmitExport('dana@example.com', false)).toBe(true);
  });
});
