// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { isInternalNavigation, type ClickLike } from './internal-navigation';

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
