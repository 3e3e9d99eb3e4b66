// @vitest-environment jsdom
import { render } from '@testing-library/react';
import { useRef } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setRootLength, useRootHeight } from './root-length';

const rootValue = (name: string) => document.documentElement.style.getPropertyValue(name);

afterEach(() => {
  document.documentElement.removeAttribute('style');
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('setRootLength', () => {
  it('writes a length in pixels, and removes it with null', () => {
    setRootLength('--top-bar-height', 65);
    expect(rootValue('--top-bar-height')).toBe('65px');
    setRootLength('--top-bar-height', null);
    expect(rootValue('--top-bar-height')).toBe('');
  });

  it('leaves the root untouched when the value is the one it has (a write of the same value still restyles)', () => {
    const style = document.documentElement.style;
    const set = vi.spyOn(style, 'setProperty');
    setRootLength('--cookie-banner-height', 120);
    setRootLength('--cookie-banner-height', 120);
    setRootLength('--cookie-banner-height', 121);
    expect(set.mock.calls).toEqual([
      ['--cookie-banner-height', '120px'],
      ['--cookie-banner-height', '121px'],
    ]);
    setRootLength('--bottom-banner-height', null);
    expect(set).toHaveBeenCalledTimes(2);
  });
});

describe('useRootHeight', () => {
  /** A ResizeObserver that reports when told to, as the browser does after layout. */
  function stubResizeObserver() {
    const observers: { callback: () => void; connected: boolean }[] = [];
    vi.stubGlobal(
      'ResizeObserver',
      class {
        private readonly entry: { callback: () => void; connected: boolean };
        constructor(callback: () => void) {
          this.entry = { callback, connected: true };
          observers.push(this.entry);
        }
        observe() {}
        disconnect() {
          this.entry.connected = false;
        }
      },
    );
    return () => observers.filter((o) => o.connected).forEach((o) => o.callback());
  }

  function Banner({ shown, height }: { shown: boolean; height: number }) {
    const ref = useRef<HTMLDivElement>(null);
    useRootHeight(ref, '--cookie-banner-height', shown, 16);
    return (
      <div
        ref={(element) => {
          ref.current = element;
          if (element) Object.defineProperty(element, 'offsetHeight', { configurable: true, value: height });
        }}
      />
    );
  }

  it("keeps the element's height plus its margin while shown, and removes it when hidden", () => {
    const resize = stubResizeObserver();
    const { rerender, unmount } = render(<Banner shown height={104} />);
    resize();
    expect(rootValue('--cookie-banner-height')).toBe('120px');
    rerender(<Banner shown height={150} />);
    resize();
    expect(rootValue('--cookie-banner-height')).toBe('166px');
    rerender(<Banner shown={false} height={150} />);
    expect(rootValue('--cookie-banner-height')).toBe('');
    rerender(<Banner shown height={150} />);
    resize();
    expect(rootValue('--cookie-banner-height')).toBe('166px');
    unmount();
    expect(rootValue('--cookie-banner-height')).toBe('');
  });
});
