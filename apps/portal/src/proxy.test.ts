import { NextRequest } from 'next/server';
import { describe, expect, it } from 'vitest';
import { proxy } from './proxy';

describe('proxy on page requests', () => {
  it('sends a page address with a trailing slash to the one without, keeping the query', async () => {
    const response = await proxy(new NextRequest('http://localhost:3000/locations/?near=1'));
    expect(response.status).toBe(308);
    expect(response.headers.get('location')).toBe('http://localhost:3000/locations?near=1');
  });

  it('sends a visitor without a session cookie from a member page to sign-in', async () => {
    const response = await proxy(new NextRequest('http://localhost:3000/member/profile'));
    expect(response.status).toBe(307);
    expect(new URL(response.headers.get('location') ?? '').pathname).toBe('/auth/signin');
  });
});
