import { z } from 'zod';
import { captchaSolutionSchema } from '../auth';
import { localeCodeSchema } from '../common';
import {
  adminFormListSchema,
  adminFormSchema,
  adminFormSubmissionListSchema,
  formCreateSchema,
  formDefinitionSchema,
  formFieldsInputSchema,
  formSubmissionResultSchema,
  formTypeSchema,
  formUpdateSchema,
  idempotencyKeySchema,
} from '../forms';
import {
  adminLocationListSchema,
  adminLocationSchema,
  locationCreateSchema,
  locationUpdateSchema,
} from '../locations';
import { defineRoute } from '../route';
import { businessParamsSchema } from './params';

const formParamsSchema = z.object({ formId: z.uuid('forms.not.found') });
const unavailableForm = { 404: ['forms.not.found', 'forms.inactive'] } as const;

/** The answers of a form, as member and guest send them (the guest with a captcha solution). */
const submissionBody = z.object({
  formFields: formFieldsInputSchema,
  idempotencyKey: idempotencyKeySchema,
  language: localeCodeSchema.optional(),
});
const submissionErrors = {
  ...unavailableForm,
  409: ['forms.idempotency.conflict'],
  413: ['forms.too.large'],
  429: ['general.rate.limited'],
} as const;

/** Forms as visitors and members use them. */
export const formRoutes = {
  find: defineRoute({
    method: 'GET',
    path: '/v1/forms',
    auth: 'business',
    summary:
      'A form of the business by id, or with `activeForm=true` the newest open form of a type and location.',
    description:
      'Unknown ids and forms of other businesses are `forms.not.found`; switched-off forms and forms outside their ' +
      'active window are `forms.inactive`.',
    query: z.object({
      formId: z.uuid('forms.not.found').optional(),
      locationId: z.uuid('location.not.found').optional(),
      formType: formTypeSchema.optional(),
      activeForm: z.enum(['true', 'false']).optional(),
    }),
    response: formDefinitionSchema,
    errors: unavailableForm,
  }),
  submitAsGuest: defineRoute({
    method: 'POST',
    path: '/v1/forms/:formId/submissions',
    auth: 'business',
    summary:
      'A visitor who is not signed in answers a form (captcha first; members-only forms refuse with 401).',
    description:
      'Idempotent by `idempotencyKey`: a repeat answers the first submission, the same key with other answers is a ' +
      '409. Each failing field is an issue at `formFields.<name>`. Limit: 30 an hour per client IP.',
    params: formParamsSchema,
    body: submissionBody.extend({ captcha: captchaSolutionSchema }),
    response: formSubmissionResultSchema,
    status: 201,
    errors: { ...submissionErrors, 400: ['captcha.invalid'], 401: ['forms.members.only'] },
  }),
};

export const formMemberRoutes = {
  submit: defineRoute({
    method: 'POST',
    path: '/v1/member/forms/:formId/submissions',
    auth: 'member',
    summary:
      'The signed-in member answers a form; the submission is kept with the member (and in their export).',
    description:
      'Idempotent by `idempotencyKey` as the guest route. Each failing field is an issue at `formFields.<name>`. ' +
      'Limit: 30 an hour per member.',
    params: formParamsSchema,
    body: submissionBody,
    response: formSubmissionResultSchema,
    status: 201,
    errors: submissionErrors,
  }),
};

const adminFormParams = businessParamsSchema.extend(formParamsSchema.shape);
const adminLocationParams = businessParamsSchema.extend({ locationId: z.uuid('location.not.found') });

export const formAdminRoutes = {
  list: defineRoute({
    method: 'GET',
    path: '/admin/v1/businesses/:businessId/forms',
    auth: 'admin',
    scope: 'read',
    summary: "The business's forms with their submission counts.",
    params: businessParamsSchema,
    response: adminFormListSchema,
    errors: { 404: ['business.not.found'] },
  }),
  create: defineRoute({
    method: 'POST',
    path: '/admin/v1/businesses/:businessId/forms',
    auth: 'admin',
    scope: 'config',
    summary:
      'Create a form: fields with rules and texts per language, type, location, audience, active window.',
    params: businessParamsSchema,
    body: formCreateSchema,
    response: adminFormSchema,
    status: 201,
    errors: { 404: ['business.not.found', 'location.not.found'] },
  }),
  update: defineRoute({
    method: 'PATCH',
    path: '/admin/v1/businesses/:businessId/forms/:formId',
    auth: 'admin',
    scope: 'config',
    summary: 'Change a form; its version goes up (submissions keep the version they answered).',
    params: adminFormParams,
    body: formUpdateSchema,
    response: adminFormSchema,
    errors: { 404: ['business.not.found', 'forms.not.found', 'location.not.found'] },
  }),
  submissions: defineRoute({
    method: 'GET',
    path: '/admin/v1/businesses/:businessId/forms/:formId/submissions',
    auth: 'admin',
    scope: 'read',
    summary: "A form's submissions, oldest first.",
    params: adminFormParams,
    response: adminFormSubmissionListSchema,
    errors: { 404: ['business.not.found', 'forms.not.found'] },
  }),
};

export const locationAdminRoutes = {
  list: defineRoute({
    method: 'GET',
    path: '/admin/v1/businesses/:businessId/locations',
    auth: 'admin',
    scope: 'read',
    summary: "The business's locations, inactive ones included.",
    params: businessParamsSchema,
    response: adminLocationListSchema,
    errors: { 404: ['business.not.found'] },
  }),
  create: defineRoute({
    method: 'POST',
    path: '/admin/v1/businesses/:businessId/locations',
    auth: 'admin',
    scope: 'config',
    summary:
      'Create a location: address, contact, coordinates, opening hours (overnight allowed), time zone.',
    params: businessParamsSchema,
    body: locationCreateSchema,
    response: adminLocationSchema,
    status: 201,
    errors: { 404: ['business.not.found'] },
  }),
  update: defineRoute({
    method: 'PATCH',
    path: '/admin/v1/businesses/:businessId/locations/:locationId',
    auth: 'admin',
    scope: 'config',
    summary: 'Change a location.',
    params: adminLocationParams,
    body: locationUpdateSchema,
    response: adminLocationSchema,
    errors: { 404: ['business.not.found', 'location.not.found'] },
  }),
};
