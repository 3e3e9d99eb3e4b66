import { describe, expect, it } from 'vitest';
import { formSubmissionChanged, initialFormHandlingState } from './store';

describe('formHandling area', () => {
  it('tracks which forms are being submitted', () => {
    const submitting = formSubmissionChanged(initialFormHandlingState, { formId: 'f1', submitting: true });
    expect(submitting.submitting).toEqual({ f1: true });
    const both = formSubmissionChanged(submitting, { formId: 'f2', submitting: true });
    expect(both.submitting).toEqual({ f1: true, f2: true });
    expect(formSubmissionChanged(both, { formId: 'f1', submitting: false }).submitting).toEqual({ f2: true });
    expect(submitting.submitting).toEqual({ f1: true });
  });
});
