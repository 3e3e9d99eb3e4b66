import { describe, expect, it } from 'vitest';
import { interpolate, normaliseHost } from './text';

describe('interpolate', () => {
  it('fills placeholders, with or without spaces, dotted names included', () => {
    expect(
      interpolate('{{ name }} has {{count}} {{unit.plural}}', {
        name: 'Ana',
        count: 3,
        unit: 0,
        'unit.plural': 'beans',
      }),
    ).toBe('Ana has 3 beans');
  });

  it('keeps a placeholder whose value is missing', () => {
    expect(interpolate('Hi {{name}}, code {{code}}', { name: 'Ana' })).toBe('Hi Ana, code {{code}}');
    expect(interpolate('Hi {{name}}', undefined)).toBe('Hi {{name}}');
  });
});

describe('normaliseHost', () => {
  it.each([
    ['Northwind.Localhost:3000', 'northwind.localhost'],
    ['localhost', 'localhost'],
    ['127.0.0.1:4000', '127.0.0.1'],
    ['[::1]:3000', '[::1]'],
    ['shop.example.com.', 'shop.example.com'],
    ['shop.example.com, proxy.internal', 'shop.example.com'],
  ])('%s → %s', (host, expected) => {
    expect(normaliseHost(host)).toBe(expected);
  });

  it('treats empty as unknown', () => {
    expect(normaliseHost('')).toBeNull();
    expect(normaliseHost(' , x')).toBeNull();
    expect(normaliseHost(null)).toBeNull();
  });
});
