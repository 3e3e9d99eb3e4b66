import { describe, expect, it } from 'vitest';
import { toBcp47 } from './locale';

describe('toBcp47', () => {
  it('turns underscores into BCP 47 tags', () => {
    expect(toBcp47('en_US')).toBe('en-US');
    expect(toBcp47('pt-br')).toBe('pt-BR');
    expect(toBcp47('he')).toBe('he');
  });

  it('falls back to en for empty or malformed codes', () => {
    expect(toBcp47('')).toBe('en');
    expect(toBcp47(null)).toBe('en');
    expect(toBcp47('not a locale!')).toBe('en');
  });
});
