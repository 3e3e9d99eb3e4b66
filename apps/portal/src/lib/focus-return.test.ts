// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { FOCUS_FALLBACK_ATTRIBUTE, returnFocusIfLost } from './focus-return';

const flush = () => new Promise<void>((resolve) => queueMicrotask(resolve));

describe('returnFocusIfLost', () => {
  afterEach(() => {
    document.body.innerHTML = '';
  });

  it('focuses the fallback control when focus fell back to the page', async () => {
    document.body.innerHTML = `<button ${FOCUS_FALLBACK_ATTRIBUTE}>Menu</button><button id="gone">Legal</button>`;
    const gone = document.getElementById('gone')!;
    gone.focus();
    gone.remove();
    expect(document.activeElement).toBe(document.body);
    returnFocusIfLost();
    await flush();
    expect(document.activeElement?.textContent).toBe('Menu');
  });

  it('leaves focus where the dialog put it back when its opener is still there', async () => {
    document.body.innerHTML = `<button ${FOCUS_FALLBACK_ATTRIBUTE}>Menu</button><button id="opener">Buy</button>`;
    returnFocusIfLost();
    document.getElementById('opener')!.focus();
    await flush();
    expect(document.activeElement?.id).toBe('opener');
  });

  it('does nothing on a page without a fallback control', async () => {
    document.body.innerHTML = '<p>No bar here</p>';
    returnFocusIfLost();
    await flush();
    expect(document.activeElement).toBe(document.body);
  });
});
