import { describe, expect, it } from 'vitest';
import { contrastRatio, ensureContrast, mix, parseHex, readableTextOn, relativeLuminance } from './contrast';

describe('contrast', () => {
  it('computes WCAG contrast ratios', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#ffffff', '#ffffff')).toBe(1);
    // A known pair: #767676 on white is the lightest grey that passes AA.
    expect(contrastRatio('#767676', '#ffffff')).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio('#777777', '#ffffff')).toBeLessThan(4.5);
    expect(relativeLuminance('#ffffff')).toBe(1);
  });

  it('parses and mixes colours', () => {
    expect(parseHex('#1D4ED8')).toEqual([29, 78, 216]);
    expect(() => parseHex('red')).toThrow();
    expect(mix('#000000', '#ffffff', 0.5)).toBe('#808080');
  });

  it('keeps a colour that already contrasts enough', () => {
    expect(ensureContrast('#1d4ed8', ['#ffffff'])).toBe('#1d4ed8');
  });

  it('lightens on dark backgrounds and darkens on light ones until AA holds', () => {
    const onDark = ensureContrast('#1e3a8a', ['#0b1120', '#151c2c']);
    expect(contrastRatio(onDark, '#0b1120')).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(onDark, '#151c2c')).toBeGreaterThanOrEqual(4.5);
    expect(relativeLuminance(onDark)).toBeGreaterThan(relativeLuminance('#1e3a8a'));

    const onLight = ensureContrast('#fbbf24', ['#ffffff']);
    expect(contrastRatio(onLight, '#ffffff')).toBeGreaterThanOrEqual(4.5);
    expect(relativeLuminance(onLight)).toBeLessThan(relativeLuminance('#fbbf24'));
  });

  it('picks black or white text when the preferred one is unreadable', () => {
    expect(readableTextOn('#1d4ed8', '#ffffff')).toBe('#ffffff');
    expect(readableTextOn('#fbbf24', '#ffffff')).toBe('#000000');
    expect(readableTextOn('#1e3a8a', '#1e3a8a')).toBe('#ffffff');
  });
});
