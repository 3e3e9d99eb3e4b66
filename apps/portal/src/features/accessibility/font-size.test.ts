import { describe, expect, it } from 'vitest';
import { MAX_FONT_SIZE, canZoomIn, canZoomOut, parseFontSize, zoomIn, zoomOut } from './font-size';

describe('font size', () => {
  it('steps by 0.1 rem without floating-point drift', () => {
    expect(zoomIn(1)).toBe(1.1);
    expect(zoomIn(zoomIn(1))).toBe(1.2);
    expect(zoomOut(1)).toBe(0.9);
    expect(zoomOut(0.3)).toBe(0.2);
  });

  it('zooms out only while the size stays above 0', () => {
    expect(canZoomOut(0.2)).toBe(true);
    expect(zoomOut(0.2)).toBe(0.1);
    expect(canZoomOut(0.1)).toBe(false);
    expect(zoomOut(0.1)).toBe(0.1);
  });

  it('zooms in only up to twice the text size', () => {
    expect(MAX_FONT_SIZE).toBe(2);
    expect(canZoomIn(1.9)).toBe(true);
    expect(zoomIn(1.9)).toBe(2);
    expect(canZoomIn(2)).toBe(false);
    expect(zoomIn(2)).toBe(2);
    let size = 1;
    for (let step = 0; step < 20; step++) size = zoomIn(size);
    expect(size).toBe(2);
  });

  it('reads a stored size above the largest as the largest', () => {
    expect(parseFontSize('2')).toBe(2);
    expect(parseFontSize('3.5')).toBe(2);
    expect(parseFontSize('11')).toBe(1);
  });

  it('reads the stored size, else 1', () => {
    expect(parseFontSize('1.3')).toBe(1.3);
    expect(parseFontSize(null)).toBe(1);
    expect(parseFontSize('big')).toBe(1);
    expect(parseFontSize('0')).toBe(1);
    expect(parseFontSize('-2')).toBe(1);
  });
});
