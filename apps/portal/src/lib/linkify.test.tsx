// @vitest-environment jsdom
import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { linkify, safeImageSrc, splitLinks } from './linkify';

afterEach(cleanup);

describe('splitLinks', () => {
  it('finds http and https links between plain text', () => {
    expect(splitLinks('Menu at https://bean.example/menu and http://x.example today')).toEqual([
      { type: 'text', text: 'Menu at ' },
      { type: 'link', text: 'https://bean.example/menu', href: 'https://bean.example/menu' },
      { type: 'text', text: ' and ' },
      { type: 'link', text: 'http://x.example', href: 'http://x.example/' },
      { type: 'text', text: ' today' },
    ]);
  });

  it('leaves sentence punctuation and an unopened closing parenthesis outside the link', () => {
    expect(splitLinks('See https://a.example/x. Or (https://b.example/y), please!')).toEqual([
      { type: 'text', text: 'See ' },
      { type: 'link', text: 'https://a.example/x', href: 'https://a.example/x' },
      { type: 'text', text: '. Or (' },
      { type: 'link', text: 'https://b.example/y', href: 'https://b.example/y' },
      { type: 'text', text: '), please!' },
    ]);
    expect(splitLinks('https://en.example/wiki/Tea_(drink)')).toEqual([
      {
        type: 'link',
        text: 'https://en.example/wiki/Tea_(drink)',
        href: 'https://en.example/wiki/Tea_(drink)',
      },
    ]);
  });

  it('keeps query strings and fragments', () => {
    expect(splitLinks('https://a.example/p?x=1&y=2#top')).toEqual([
      { type: 'link', text: 'https://a.example/p?x=1&y=2#top', href: 'https://a.example/p?x=1&y=2#top' },
    ]);
  });

  it('never links other schemes, bare words or a scheme without a host', () => {
    for (const text of [
      'javascript:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      'ftp://files.example/a',
      'www.example.com',
      'mailto:a@example.com',
      'https://',
      'no links here',
    ])
      expect(
        splitLinks(text).every((part) => part.type === 'text'),
        text,
      ).toBe(true);
  });

  it('gives back the whole text when joined', () => {
    const text = 'A https://a.example, b https://b.example/c?d=e. (https://c.example) end';
    expect(
      splitLinks(text)
        .map((part) => part.text)
        .join(''),
    ).toBe(text);
  });

  it('answers an empty list for empty text', () => {
    expect(splitLinks('')).toEqual([]);
  });
});

describe('linkify', () => {
  it('renders links that open in a new tab without an opener', () => {
    const { container } = render(<p>{linkify('Visit https://bean.example/offers now')}</p>);
    const link = container.querySelector('a')!;
    expect(link.getAttribute('href')).toBe('https://bean.example/offers');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
    expect(container.textContent).toBe('Visit https://bean.example/offers now');
  });

  it('renders markup in the text as text, never as elements', () => {
    const text =
      '<img src=x onerror="alert(1)"><script>alert(2)</script> <a href="javascript:alert(3)">x</a>';
    const { container } = render(<p>{linkify(text)}</p>);
    const paragraph = container.querySelector('p')!;
    expect(paragraph.children).toHaveLength(0);
    expect(paragraph.textContent).toBe(text);
  });
});

describe('safeImageSrc', () => {
  it('keeps absolute http(s) URLs and paths on the portal origin', () => {
    expect(safeImageSrc('https://cdn.example/a.png')).toBe('https://cdn.example/a.png');
    expect(safeImageSrc('/demo/bean-leaf/double-points.svg')).toBe('/demo/bean-leaf/double-points.svg');
    expect(safeImageSrc('/img/a.png?v=2')).toBe('/img/a.png?v=2');
  });

  it('refuses other schemes and addresses that leave the origin', () => {
    for (const text of [
      'javascript:alert(1)',
      'data:image/svg+xml,<svg/>',
      '//evil.example/a.png',
      '/\\evil.example/a.png',
      '/\t/evil.example/a.png',
      'relative/a.png',
      '',
    ])
      expect(safeImageSrc(text), text).toBeNull();
  });
});
