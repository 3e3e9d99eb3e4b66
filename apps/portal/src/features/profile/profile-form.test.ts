import { describe, expect, it } from 'vitest';
import { initialProfileValues, updateErrorKey, validateProfile } from './profile-form';

const empty = initialProfileValues(undefined);

describe('validateProfile', () => {
  it('leaves empty fields out and trims', () => {
    expect(validateProfile({ ...empty, firstName: ' Dana ' })).toEqual({ data: { firstName: 'Dana' } });
  });
  it('leaves out fields unchanged from the initial values', () => {
    const initial = { ...empty, firstName: 'Dana', phone: '+972501234567' };
    expect(validateProfile({ ...initial, lastName: 'Levi' }, initial)).toEqual({
      data: { lastName: 'Levi' },
    });
  });
  it('answers the contract message key per field', () => {
    expect(validateProfile({ ...empty, email: 'nope', phone: '12', birthday: '2023-02-30' })).toEqual({
      errors: {
        email: 'validation.email.not.in.right.format',
        phone: 'validation.phone.not.in.right.format',
        birthday: 'validation.birthday.not.in.right.format',
      },
    });
  });
});

describe('updateErrorKey', () => {
  it('keeps the unique-identifier keys and falls back to register.failure', () => {
    const conflict = (message: string) => ({ status: 409, data: { message } });
    expect(updateErrorKey(conflict('register.unique.identifier.exists.email'))).toBe(
      'register.unique.identifier.exists.email',
    );
    expect(updateErrorKey(conflict('register.unique.identifier.exists.phone'))).toBe(
      'register.unique.identifier.exists.phone',
    );
    expect(updateErrorKey({ status: 'FETCH_ERROR' })).toBe('register.failure');
  });
});
