/** Message keys of the forms' refusals and of their fields' rules (one key per failing field). */
export const formMessageKeys = {
  /** 404: no such form in this business. */
  notFound: 'forms.not.found',
  /** 404: switched off, or outside its active window. */
  inactive: 'forms.inactive',
  /** 401: the form is for members only and the visitor is not signed in. */
  membersOnly: 'forms.members.only',
  /** 409: the idempotency key was used before with other answers. */
  idempotencyConflict: 'forms.idempotency.conflict',
  /** 413: the submission is larger than a form may take. */
  submissionTooLarge: 'forms.too.large',
  /** 404: the form's location is not one of the business's. */
  locationNotFound: 'location.not.found',
  /** 400: two opening-hour ranges of a location overlap. */
  hoursOverlap: 'location.hours.overlap',
  required: 'forms.field.required',
  email: 'forms.field.email',
  phone: 'forms.field.phone',
  number: 'forms.field.number',
  date: 'forms.field.date',
  tooShort: 'forms.field.too.short',
  tooLong: 'forms.field.too.long',
  tooSmall: 'forms.field.too.small',
  tooLarge: 'forms.field.too.large',
  pattern: 'forms.field.pattern',
  option: 'forms.field.option',
  tooFew: 'forms.field.too.few',
  tooMany: 'forms.field.too.many',
  consent: 'forms.field.consent',
} as const;
export type FormMessageKey = (typeof formMessageKeys)[keyof typeof formMessageKeys];
