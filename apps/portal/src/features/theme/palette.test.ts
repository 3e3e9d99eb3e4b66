import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { AA_TEXT_CONTRAST, contrastRatio } from '@/lib/contrast';
import { THEME_BACKGROUNDS } from './palette';

/** app/globals.css owns the palette; these checks keep palette.ts equal to it and the texts readable. */
const css = readFileSync(fileURLToPath(new URL('../../app/globals.css', import.meta.url)), 'utf8');

function themeBlock(theme: string): Record<string, string> {
  const start = css.indexOf(`[data-theme='${theme}'] {`);
  const block = css.slice(start, css.indexOf('}', start));
  return Object.fromEntries([...block.matchAll(/(--[\w-]+):\s*(#[0-9a-f]{6})/gi)].map((m) => [m[1], m[2]]));
}

describe.each(['light', 'dark', 'highContrast'] as const)('the %s palette', (theme) => {
  const vars = themeBlock(theme);

  it('defines every colour', () => {
    for (const name of [
      '--background',
      '--surface',
      '--foreground',
      '--muted-foreground',
      '--primary',
      '--link',
    ]) {
      expect(vars[name], name).toMatch(/^#/);
    }
  });

  it('has AA text contrast on both backgrounds', () => {
    for (const background of [vars['--background'], vars['--surface']]) {
      for (const text of ['--foreground', '--muted-foreground', '--link']) {
        expect(
          contrastRatio(vars[text] ?? '', background ?? ''),
          `${text} on ${background}`,
        ).toBeGreaterThanOrEqual(AA_TEXT_CONTRAST);
      }
      expect(
        contrastRatio(vars['--primary-foreground'] ?? '', vars['--primary'] ?? ''),
      ).toBeGreaterThanOrEqual(AA_TEXT_CONTRAST);
    }
  });

  if (theme !== 'highContrast') {
    it('has the backgrounds palette.ts checks brand colours against', () => {
      expect([vars['--background'], vars['--surface']]).toEqual([...THEME_BACKGROUNDS[theme]]);
    });
  }
});
