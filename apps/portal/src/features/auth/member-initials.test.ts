import { describe, expect, it } from 'vitest';
import { memberDisplayName, memberInitials } from './member-initials';

describe('memberInitials', () => {
  it('takes the first letters of first and last name', () => {
    expect(memberInitials({ firstName: 'dana', lastName: 'Demo' })).toBe('DD');
    expect(memberInitials({ firstName: 'Ada', lastName: null })).toBe('A');
    expect(memberInitials({ firstName: 'נועה', lastName: 'כהן' })).toBe('נכ');
  });

  it("falls back to the e-mail's first letter, then to nothing", () => {
    expect(memberInitials({ firstName: ' ', email: 'zed@example.com' })).toBe('Z');
    expect(memberInitials({})).toBe('');
  });
});

describe('memberDisplayName', () => {
  it('joins the names that exist', () => {
    expect(memberDisplayName({ firstName: 'Dana', lastName: 'Demo' })).toBe('Dana Demo');
    expect(memberDisplayName({ firstName: null, lastName: 'Demo' })).toBe('Demo');
    expect(memberDisplayName({})).toBeNull();
  });
});
