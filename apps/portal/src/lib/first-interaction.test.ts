// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { onFirstInteraction } from './first-interaction';

describe('onFirstInteraction', () => {
  it('runs the task once, at the first pointer, key, touch or focus, and not at all once cancelled', () => {
    const task = vi.fn();
    onFirstInteraction(task);
    expect(task).not.toHaveBeenCalled();
    window.dispatchEvent(new KeyboardEvent('keydown', { key: 'Tab' }));
    expect(task).toHaveBeenCalledTimes(1);
    window.dispatchEvent(new Event('pointerdown'));
    document.body.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    expect(task).toHaveBeenCalledTimes(1);

    const cancelled = vi.fn();
    const cancel = onFirstInteraction(cancelled);
    cancel();
    window.dispatchEvent(new Event('pointerdown'));
    expect(cancelled).not.toHaveBeenCalled();
  });

  it('hears an interaction anywhere in the page (focus moving into a field)', () => {
    const task = vi.fn();
    onFirstInteraction(task);
    const input = document.createElement('input');
    document.body.appendChild(input);
    input.focus();
    expect(task).toHaveBeenCalledTimes(1);
    input.remove();
  });
});
