import { describe, expect, it } from 'vitest';
import { HttpError } from '../../lib/http-error';
import { defaultPhonePrefix, normaliseEmail, normalisePhone, parseIdentifier } from './identifier';
import { businessSettingsSchema } from '@loyalty/contract';

describe('identifier parsing', () => {
  it('lower-cases e-mail addresses', () => {
    expect(parseIdentifier('  Dana.Demo@Example.COM ', '+1')).toEqual({
      channel: 'email',
      value: 'dana.demo@example.com',
    });
    expect(normaliseEmail('no-at-sign.example.com')).toBeUndefined();
    expect(normaliseEmail('a@b')).toBeUndefined();
  });

  it('puts the default dialling prefix in front of a national number', () => {
    for (const typed of ['555-555-0100', '(555) 555-0100', '555.555.0100', '5555550100', '555 555 0100']) {
      expect(parseIdentifier(typed, '+1')).toEqual({ channel: 'sms', value: '+15555550100' });
    }
    // A national trunk 0 is dropped.
    expect(normalisePhone('050-123-4567', '+972')).toBe('+972501234567');
  });

  it('keeps a country code that was typed', () => {
    expect(normalisePhone('+1 555 555 0100', '+972')).toBe('+15555550100');
    expect(normalisePhone('+972 50 123 4567', '+1')).toBeUndefined(); // not the 3-3-4 shape of the pattern
    expect(normalisePhone('+972501234567', '+1')).toBe('+972501234567');
    expect(normalisePhone('15555550100', '+972')).toBe('+15555550100');
  });

  it('refuses anything else with validation.identifier.not.in.right.format', () => {
    for (const typed of ['hello', '12345', '555-0100', '+', 'dana@', '555-555-01000']) {
      let caught: unknown;
      try {
        parseIdentifier(typed, '+1');
      } catch (error) {
        caught = error;
      }
      expect(caught).toBeInstanceOf(HttpError);
      expect((caught as HttpError).toBody()).toEqual({
        code: 'VALIDATION_FAILED',
        message: 'validation.identifier.not.in.right.format',
      });
      expect((caught as HttpError).statusCode).toBe(400);
    }
  });

  it("takes the prefix from the business's default country", () => {
    const settings = businessSettingsSchema.parse({
      countries: [
        {
          code: 'US',
          name: 'US',
          phonePrefix: '+1',
          defaultCountry: false,
          defaultLanguage: 'en',
          languages: ['en'],
        },
        {
          code: 'IL',
          name: 'IL',
          phonePrefix: '+972',
          defaultCountry: true,
          defaultLanguage: 'he',
          languages: ['he'],
        },
      ],
    });
    expect(defaultPhonePrefix(settings)).toBe('+972');
    expect(defaultPhonePrefix(businessSettingsSchema.parse({}))).toBe('+1');
  });
});
