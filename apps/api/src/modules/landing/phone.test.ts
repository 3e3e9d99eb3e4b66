import type { Country } from '@loyalty/contract';
import { describe, expect, it } from 'vitest';
import { isAllowedPhone, parseLandingPhone } from './phone';

const country = (code: string, phonePrefix: string): Country => ({
  code,
  name: code,
  phonePrefix,
  defaultCountry: false,
  defaultLanguage: 'en',
  languages: ['en'],
});
const US = country('US', '+1');
const IL = country('IL', '+972');

describe('landing page phone numbers', () => {
  it('normalise national numbers with the picked country, and international ones as they are', () => {
    expect(parseLandingPhone('(212) 555-0123', US)).toMatchObject({
      e164: '+12125550123',
      prefix: '+1212555',
    });
    expect(parseLandingPhone('050-123-4567', IL)).toMatchObject({
      e164: '+972501234567',
      country: 'IL',
      prefix: '+97250123',
    });
    expect(parseLandingPhone('+972501234567', US)?.e164).toBe('+972501234567');
  });

  it("refuse what is not a phone number by the portal's pattern or by numbering plans", () => {
    expect(parseLandingPhone('hello', US)).toBeUndefined();
    expect(parseLandingPhone('555-0100', US)).toBeUndefined();
    expect(parseLandingPhone('+999 123 456 7890', US)).toBeUndefined();
  });

  it("allow only the page's countries, placing unplaceable numbers by calling code", () => {
    const israeli = parseLandingPhone('+972501234567', US)!;
    expect(isAllowedPhone(israeli, [US])).toBe(false);
    expect(isAllowedPhone(israeli, [US, IL])).toBe(true);
    const fictional = parseLandingPhone('555-555-0100', US)!;
    expect(fictional.e164).toBe('+15555550100');
    expect(isAllowedPhone(fictional, [US])).toBe(true);
    expect(isAllowedPhone(fictional, [IL])).toBe(false);
  });
});
