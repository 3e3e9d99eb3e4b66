// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { appNavigationHref, isInternalNavigation, type ClickLike } from './internal-navigation';

const current = new URL('http://localhost:3100/member/profile?tab=1#top');

function clickOn(html: string, modifiers: Partial<ClickLike> = {}): ClickLike {
  document.body.innerHTML = html;
  const target = document.querySelector('[data-target]') ?? document.body.firstElementChild;
  return { button: 0, metaKey: false, ctrlKey: false, shiftKey: false, altKey: false, target, ...modifiers };
}

describe('isInternalNavigation', () => {
  it('is true for a plain click on a link to another page of the site, also via a child element', () => {
    expect(isInternalNavigation(clickOn('<a href="/member/inbox">Inbox</a>'), current)).toBe(true);
    expect(
      isInternalNavigation(
        clickOn('<a href="/member/profile?tab=2"><span data-target>2</span></a>'),
        current,
      ),
    ).toBe(true);
  });

  it('is false for the same page, hash jumps, other sites, new tabs and downloads', () => {
    expect(isInternalNavigation(clickOn('<a href="/member/profile?tab=1">Same</a>'), current)).toBe(false);
    expect(isInternalNavigation(clickOn('<a href="#faq">FAQ</a>'), current)).toBe(false);
    expect(isInternalNavigation(clickOn('<a href="https://example.com/">Out</a>'), current)).toBe(false);
    expect(isInternalNavigation(clickOn('<a href="/x" target="_blank">New tab</a>'), current)).toBe(false);
    expect(isInternalNavigation(clickOn('<a href="/x.pdf" download>File</a>'), current)).toBe(false);
  });

  it('is false for modified or non-primary clicks and for clicks outside links', () => {
    expect(isInternalNavigation(clickOn('<a href="/x">X</a>', { ctrlKey: true }), current)).toBe(false);
    expect(isInternalNavigation(clickOn('<a href="/x">X</a>', { metaKey: true }), current)).toBe(false);
    expect(isInternalNavigation(clickOn('<a href="/x">X</a>', { button: 1 }), current)).toBe(false);
    expect(isInternalNavigation(clickOn('<button>Not a link</button>'), current)).toBe(false);
  });
});

describe('appNavigationHref', () => {
  const plain = (html: string, extra: Partial<ClickLike & { defaultPrevented: boolean }> = {}) => ({
    defaultPrevented: false,
    ...clickOn(html, extra),
    ...extra,
  });

  it('gives the address of a site page a plain click opens, with its query and hash', () => {
    expect(
      appNavigationHref(plain('<a href="/member/inbox?page=2#m1"><span data-target>In</span></a>'), current),
    ).toBe('/member/inbox?page=2#m1');
    expect(appNavigationHref(plain('<a href="http://localhost:3100/member/shop">Shop</a>'), current)).toBe(
      '/member/shop',
    );
  });

  it('opens the page shown again, as next/link does, but leaves a jump to one of its anchors to the browser', () => {
    expect(appNavigationHref(plain('<a href="/member/profile?tab=1">Same</a>'), current)).toBe(
      '/member/profile?tab=1',
    );
    expect(appNavigationHref(plain('<a href="#faq">FAQ</a>'), current)).toBeNull();
  });

  it('leaves the BFF, other sites, new tabs, downloads, modified clicks and handled clicks to the browser', () => {
    expect(appNavigationHref(plain('<a href="/api/wallet/apple/t0k3n">Pass</a>'), current)).toBeNull();
    expect(appNavigationHref(plain('<a href="https://example.com/">Out</a>'), current)).toBeNull();
    expect(appNavigationHref(plain('<a href="/x" target="_blank">New tab</a>'), current)).toBeNull();
    expect(appNavigationHref(plain('<a href="/x.pdf" download>File</a>'), current)).toBeNull();
    expect(appNavigationHref(plain('<a href="/x">X</a>', { shiftKey: true }), current)).toBeNull();
    expect(appNavigationHref(plain('<a href="/x">X</a>', { defaultPrevented: true }), current)).toBeNull();
    expect(appNavigationHref(plain('<button>Not a link</button>'), current)).toBeNull();
  });
});
