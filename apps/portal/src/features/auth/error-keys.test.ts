import { describe, expect, it } from 'vitest';
import { messageKeys } from '@loyalty/contract';
import {
  apiFieldIssuesOf,
  apiMessageOf,
  loginErrorKey as errorKey,
  registrationErrorKey,
} from './error-keys';

const texts = new Set<string>([...Object.values(messageKeys), 'auth.signin.failed']);
const loginErrorKey = (message: string | null) => errorKey(message, (key) => texts.has(key));

describe('loginErrorKey', () => {
  it("translates next-auth's errors", () => {
    expect(loginErrorKey('SessionRequired')).toBe('auth.session.required');
    expect(loginErrorKey('CredentialsSignin')).toBe('auth.signin.failed');
  });

  it('passes API message keys through and falls back to general.error', () => {
    expect(loginErrorKey('auth.code.invalid')).toBe('auth.code.invalid');
    expect(loginErrorKey('auth.ticket.invalid')).toBe('auth.ticket.invalid');
    expect(loginErrorKey('Configuration')).toBe('general.error');
    expect(loginErrorKey('auth.no.such.text')).toBe('general.error');
    expect(loginErrorKey('<script>')).toBe('general.error');
    expect(loginErrorKey(null)).toBe('general.error');
  });
});

describe('registrationErrorKey', () => {
  it('keeps the two "already registered" keys and maps the rest to register.failure', () => {
    expect(registrationErrorKey('register.unique.identifier.exists.email')).toBe(
      'register.unique.identifier.exists.email',
    );
    expect(registrationErrorKey('register.unique.identifier.exists.phone')).toBe(
      'register.unique.identifier.exists.phone',
    );
    expect(registrationErrorKey('auth.ticket.invalid')).toBe('register.failure');
    expect(registrationErrorKey(undefined)).toBe('register.failure');
  });
});

describe('apiMessageOf', () => {
  it('reads the message of an RTK Query error', () => {
    expect(apiMessageOf({ status: 400, data: { code: 'X', message: 'auth.code.invalid' } })).toBe(
      'auth.code.invalid',
    );
    expect(apiMessageOf({ status: 'FETCH_ERROR', error: 'TypeError' })).toBeNull();
    expect(apiMessageOf(new Error('x'))).toBeNull();
  });
});

describe('apiFieldIssuesOf', () => {
  it("reads a 400's field issues, and nothing from other failures", () => {
    const issue = { path: 'birthday', message: 'validation.birthday.future' };
    expect(
      apiFieldIssuesOf({
        status: 400,
        data: { code: 'VALIDATION_FAILED', message: 'validation.failed', issues: [issue, { path: 3 }] },
      }),
    ).toEqual([issue]);
    expect(apiFieldIssuesOf({ status: 409, data: { code: 'CONFLICT', message: 'x.y' } })).toEqual([]);
    expect(apiFieldIssuesOf({ status: 'FETCH_ERROR', error: 'TypeError' })).toEqual([]);
    expect(apiFieldIssuesOf(null)).toEqual([]);
  });
});
