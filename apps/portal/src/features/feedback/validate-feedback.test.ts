import { describe, expect, it } from 'vitest';
import { validateFeedback } from './validate-feedback';

describe('validateFeedback', () => {
  it('answers one SPEC key per field', () => {
    expect(validateFeedback({ email: '', subject: ' ', message: '' })).toEqual({
      errors: {
        email: 'profile-page.feedback.empty.email',
        subject: 'profile-page.feedback.empty.subject',
        message: 'profile-page.feedback.empty.message',
      },
    });
    expect(validateFeedback({ email: 'a@b', subject: 's', message: 'm' })).toEqual({
      errors: { email: 'profile-page.feedback.not.in.right.format' },
    });
  });
  it('passes valid feedback, trimmed', () => {
    expect(validateFeedback({ email: ' a@b.co ', subject: 's', message: 'm' })).toEqual({
      data: { email: 'a@b.co', subject: 's', message: 'm' },
    });
  });
});
