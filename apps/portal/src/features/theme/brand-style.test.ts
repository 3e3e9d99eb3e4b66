import { describe, expect, it } from 'vitest';
import { AA_NON_TEXT_CONTRAST, AA_TEXT_CONTRAST, contrastRatio } from '@/lib/contrast';
import { brandStyleSheet, brandVariables } from './brand-style';
import { THEME_BACKGROUNDS } from './palette';

const beanLeaf = { primaryColor: '#2f6b3a', primaryForegroundColor: '#ffffff', accentColor: '#c8873a' };
const northwind = { primaryColor: '#1e3a8a', primaryForegroundColor: '#ffffff', accentColor: '#fbbf24' };
// A business that picks unreadable colours: pale yellow with white text.
const careless = { primaryColor: '#fff59d', primaryForegroundColor: '#ffffff', accentColor: '#ffffff' };

describe.each([
  ['bean-leaf', beanLeaf],
  ['northwind', northwind],
  ['careless', careless],
])('brand colours of %s', (_name, style) => {
  it.each(['light', 'dark'] as const)('meet WCAG AA in the %s theme', (theme) => {
    const vars = brandVariables(style, theme);
    for (const background of THEME_BACKGROUNDS[theme]) {
      expect(contrastRatio(vars['--link'], background)).toBeGreaterThanOrEqual(AA_TEXT_CONTRAST);
      expect(contrastRatio(vars['--primary'], background)).toBeGreaterThanOrEqual(AA_NON_TEXT_CONTRAST);
      expect(contrastRatio(vars['--accent'], background)).toBeGreaterThanOrEqual(AA_NON_TEXT_CONTRAST);
    }
    expect(contrastRatio(vars['--primary-foreground'], vars['--primary'])).toBeGreaterThanOrEqual(
      AA_TEXT_CONTRAST,
    );
    expect(contrastRatio(vars['--accent-foreground'], vars['--accent'])).toBeGreaterThanOrEqual(
      AA_TEXT_CONTRAST,
    );
  });
});

describe('brandVariables', () => {
  it('keeps brand colours unchanged where they already work', () => {
    expect(brandVariables(beanLeaf, 'light')).toMatchObject({
      '--primary': '#2f6b3a',
      '--primary-foreground': '#ffffff',
      '--link': '#2f6b3a',
    });
  });
});

describe('brandStyleSheet', () => {
  it('has one rule per theme, scoped by data-theme', () => {
    const sheet = brandStyleSheet(northwind);
    expect(sheet).toContain(":root[data-theme='light']{--primary:#1e3a8a;");
    expect(sheet).toMatch(/:root\[data-theme='dark'\]\{--primary:#[0-9a-f]{6};/);
    expect(sheet).not.toContain('highContrast');
  });
});
