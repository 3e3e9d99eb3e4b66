import { describe, expect, it } from 'vitest';
import { qrSvg } from './qr-svg';

describe('qrSvg', () => {
  it('renders an SVG whose size follows level H with a margin of 2', async () => {
    const svg = await qrSvg('AB12CD34');
    expect(svg).toMatch(/^<svg[^>]+viewBox="0 0 (\d+) \1"/);
    // A short text fits version 1 (21 modules) even at level H, plus 2 modules of margin on each side.
    expect(svg).toContain('viewBox="0 0 25 25"');
  });

  it("passes the generator's error for an empty text", async () => {
    await expect(qrSvg('')).rejects.toThrow('No input text');
  });
});
