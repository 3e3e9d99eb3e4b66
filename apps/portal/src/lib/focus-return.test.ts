// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { FOCUS_FALLBACK_ATTRIBUTE, createFocusReturn } from './focus-return';

const closing = () => new Event('focus.autoFocusOnUnmount', { cancelable: true });

describe('createFocusReturn', () => {
  afterEach(() => {
    document.body.innerHTML = '';
  });

  it('gives focus back to the control that had it when the dialog opened', () => {
    document.body.innerHTML = `<button ${FOCUS_FALLBACK_ATTRIBUTE}>Menu</button><button id="buy">Buy</button><button id="inside">Buy now</button>`;
    const focusReturn = createFocusReturn();
    document.getElementById('buy')!.focus();
    focusReturn.onOpenAutoFocus();
    document.getElementById('inside')!.focus();
    const event = closing();
    focusReturn.onCloseAutoFocus(event);
    expect(document.activeElement?.id).toBe('buy');
    expect(event.defaultPrevented).toBe(true);
  });

  it('gives it to the fallback control when the opener is gone', () => {
    document.body.innerHTML = `<button ${FOCUS_FALLBACK_ATTRIBUTE}>Menu</button><button id="entry">Privacy and data</button>`;
    const focusReturn = createFocusReturn();
    document.getElementById('entry')!.focus();
    focusReturn.onOpenAutoFocus();
    document.getElementById('entry')!.remove();
    focusReturn.onCloseAutoFocus(closing());
    expect(document.activeElement?.textContent).toBe('Menu');
  });

  it('leaves the dialog library’s default alone on a page without either', () => {
    document.body.innerHTML = '<p>No bar here</p>';
    const focusReturn = createFocusReturn();
    focusReturn.onOpenAutoFocus();
    const event = closing();
    focusReturn.onCloseAutoFocus(event);
    expect(event.defaultPrevented).toBe(false);
  });
});
