import { loyaltyApi } from '@loyalty/contract';
import type { FastifyInstance } from 'fastify';
import { clientIp } from '../../lib/client-ip';
import { implement } from '../../lib/implement';
import { getBusinessProfile } from '../businesses/businesses.service';
import {
  createForm,
  findForm,
  formForSubmission,
  listForms,
  listSubmissions,
  submitForm,
  updateForm,
} from './forms.service';

/** Forms for visitors (the guest submits after a captcha) and for signed-in members. */
export async function formsRoutes(app: FastifyInstance): Promise<void> {
  implement(app, loyaltyApi.forms.find, async (request) =>
    findForm(app.db, request.businessId, request.query, app.clock()),
  );

  implement(app, loyaltyApi.forms.submitAsGuest, async (request, reply) => {
    const now = app.clock();
    const ip = clientIp(request);
    const form = await formForSubmission(app.db, request.businessId, request.params.formId, 'guest', now);
    await app.captcha.verify(request.body.captcha, ip);
    const { result, created } = await submitForm(
      app.db,
      request.businessId,
      form,
      { ...request.body, formId: form.id },
      { kind: 'guest', clientIp: ip },
      now,
    );
    if (!created) reply.code(200);
    return result;
  });

  implement(app, loyaltyApi.memberForms.submit, async (request, reply) => {
    const now = app.clock();
    const form = await formForSubmission(app.db, request.businessId, request.params.formId, 'member', now);
    const { result, created } = await submitForm(
      app.db,
      request.businessId,
      form,
      { ...request.body, formId: form.id },
      { kind: 'member', memberId: request.member.id },
      now,
    );
    if (!created) reply.code(200);
    return result;
  });
}

/** Admin (CLI form:create, form:list, form:update, form:submissions). */
export async function formsAdminRoutes(app: FastifyInstance): Promise<void> {
  const routes = loyaltyApi.admin.forms;
  implement(app, routes.list, async (request) => {
    await getBusinessProfile(app.db, request.params.businessId);
    return listForms(app.db, request.params.businessId);
  });
  implement(app, routes.create, async (request) => {
    await getBusinessProfile(app.db, request.params.businessId);
    return createForm(app.db, request.params.businessId, request.body, app.clock());
  });
  implement(app, routes.update, async (request) => {
    await getBusinessProfile(app.db, request.params.businessId);
    return updateForm(app.db, request.params.businessId, request.params.formId, request.body, app.clock());
  });
  implement(app, routes.submissions, async (request) => {
    await getBusinessProfile(app.db, request.params.businessId);
    return listSubmissions(app.db, request.params.businessId, request.params.formId);
  });
}
