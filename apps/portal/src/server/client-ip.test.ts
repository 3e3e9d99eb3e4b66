import { describe, expect, it } from 'vitest';
import { clientIpFrom } from './client-ip';

const headers = (entries: Record<string, string>) => new Headers(entries);

describe('clientIpFrom', () => {
  it("prefers X-Real-IP, then X-Forwarded-For's first entry", () => {
    expect(clientIpFrom(headers({ 'x-real-ip': '203.0.113.9', 'x-forwarded-for': '198.51.100.1' }))).toBe(
      '203.0.113.9',
    );
    expect(clientIpFrom(headers({ 'x-forwarded-for': '198.51.100.1, 10.0.0.2' }))).toBe('198.51.100.1');
    expect(clientIpFrom(headers({ 'x-forwarded-for': '[2001:db8::1]' }))).toBe('2001:db8::1');
  });

  it('ignores values that are not IP addresses', () => {
    expect(clientIpFrom(headers({ 'x-real-ip': 'evil', 'x-forwarded-for': '198.51.100.1' }))).toBe(
      '198.51.100.1',
    );
    expect(clientIpFrom(headers({ 'x-forwarded-for': 'unknown' }))).toBeNull();
    expect(clientIpFrom(headers({}))).toBeNull();
  });
});
