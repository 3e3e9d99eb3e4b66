import { describe, expect, it } from 'vitest';
import { formHandlingSlice, formSubmissionChanged, initialFormHandlingState } from './store';

describe('formHandling slice', () => {
  it('tracks which forms are being submitted', () => {
    const reduce = formHandlingSlice.reducer;
    const submitting = reduce(
      initialFormHandlingState,
      formSubmissionChanged({ formId: 'f1', submitting: true }),
    );
    expect(submitting.submitting).toEqual({ f1: true });
    expect(reduce(submitting, formSubmissionChanged({ formId: 'f1', submitting: false })).submitting).toEqual(
      {},
    );
  });
});
