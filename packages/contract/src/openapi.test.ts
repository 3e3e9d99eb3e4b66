import { readFileSync } from 'node:fs';
import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { loyaltyApiDocument } from './loyalty-openapi';
import { buildOpenApiDocument } from './openapi';
import { OPENAPI_FILE, formatOpenApi } from './openapi-file';
import { defineRoute } from './route';

describe('OpenAPI document', () => {
  it('is committed as generated: run `npm run openapi` after changing a route or schema', () => {
    expect(readFileSync(OPENAPI_FILE, 'utf8')).toBe(formatOpenApi(loyaltyApiDocument()));
  });

  it('documents parameters, body, success and every refusal of a route', () => {
    const document = buildOpenApiDocument(
      {
        things: {
          update: defineRoute({
            method: 'PATCH',
            path: '/v1/member/things/:thingId',
            auth: 'member',
            summary: 'Change a thing.',
            params: z.object({ thingId: z.string() }),
            query: z.object({ dryRun: z.coerce.boolean().optional() }),
            body: z.object({ name: z.string().max(20) }),
            response: z.object({ ok: z.boolean() }),
            errors: { 404: ['thing.not.found'], 409: ['thing.locked'] },
          }),
        },
      },
      { title: 't', version: '1' },
    ) as { paths: Record<string, Record<string, Record<string, unknown>>> };
    const operation = document.paths['/v1/member/things/{thingId}']?.patch;
    expect(operation).toMatchObject({
      operationId: 'things.update',
      tags: ['things'],
      security: [{ serviceToken: [] }],
      requestBody: {
        content: {
          'application/json': { schema: { properties: { name: { type: 'string', maxLength: 20 } } } },
        },
      },
    });
    const parameters = operation?.parameters as { name: string; in: string; required: boolean }[];
    expect(parameters.map((p) => [p.name, p.in, p.required])).toEqual([
      ['thingId', 'path', true],
      ['dryRun', 'query', false],
      ['x-business-id', 'header', false],
      ['x-member-id', 'header', true],
      ['x-session-auth-time', 'header', true],
    ]);
    const responses = operation?.responses as Record<string, { description: string }>;
    expect(Object.keys(responses)).toEqual(['200', '400', '401', '404', '409']);
    expect(responses['401']?.description).toContain('auth.session.revoked');
    expect(responses['409']?.description).toContain('thing.locked');
  });
});
