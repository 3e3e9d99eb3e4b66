import { describe, expect, it } from 'vitest';
import { themeChosen } from './store';

describe('theme area', () => {
  it('remembers a chosen theme as both current and saved', () => {
    expect(themeChosen('dark')).toEqual({ current: 'dark', saved: 'dark' });
  });
});
