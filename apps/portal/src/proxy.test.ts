import { NextRequest } from 'next/server';
import { describe, expect, it } from 'vitest';
import { proxy } from './proxy';

describe('proxy on BFF paths', () => {
  it('answers a broken percent-encoding with 400 in the API error shape instead of a 500', async () => {
    const response = await proxy(new NextRequest('http://localhost:3000/api/%E0%A4%A'));
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ code: 'VALIDATION_FAILED', message: 'validation.failed' });
  });

  it('lets a well-formed API path through without page headers', async () => {
    const response = await proxy(new NextRequest('http://localhost:3000/api/configuration/%C3%A9'));
    expect(response.status).toBe(200);
    expect(response.headers.get('x-middleware-next')).toBe('1');
    expect(response.headers.get('content-security-policy')).toBeNull();
  });
});
