// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ALERT_AUTO_HIDE_MS, Alert } from './alert';

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms));

describe('Alert', () => {
  it.each(['success', 'info'] as const)('hides a %s alert after 8 seconds', (variant) => {
    render(<Alert variant={variant}>Saved</Alert>);
    advance(ALERT_AUTO_HIDE_MS - 1);
    expect(screen.getByRole('status').textContent).toContain('Saved');
    advance(1);
    expect(screen.queryByRole('status')).toBeNull();
  });

  it.each(['error', 'warning'] as const)('keeps a %s alert', (variant) => {
    render(<Alert variant={variant}>Failed</Alert>);
    advance(ALERT_AUTO_HIDE_MS * 10);
    expect(screen.getByRole('alert').textContent).toContain('Failed');
  });

  it('keeps a persistent success alert', () => {
    render(
      <Alert variant="success" persistent>
        Your gift is ready
      </Alert>,
    );
    advance(ALERT_AUTO_HIDE_MS * 2);
    expect(screen.getByRole('status')).toBeTruthy();
  });

  it('waits while the pointer rests on it, then counts 8 seconds again', () => {
    render(<Alert variant="success">Saved</Alert>);
    advance(5000);
    fireEvent.mouseEnter(screen.getByRole('status'));
    advance(ALERT_AUTO_HIDE_MS * 3);
    expect(screen.getByRole('status')).toBeTruthy();
    fireEvent.mouseLeave(screen.getByRole('status'));
    advance(ALERT_AUTO_HIDE_MS - 1);
    expect(screen.getByRole('status')).toBeTruthy();
    advance(1);
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('waits while the keyboard focus is inside it, also moving between its links', () => {
    render(
      <Alert variant="info">
        <a href="/a">First</a> <a href="/b">Second</a>
      </Alert>,
    );
    const [first, second] = screen.getAllByRole('link');
    fireEvent.focus(first!);
    advance(ALERT_AUTO_HIDE_MS * 2);
    fireEvent.blur(first!, { relatedTarget: second });
    fireEvent.focus(second!);
    advance(ALERT_AUTO_HIDE_MS * 2);
    expect(screen.getByRole('status')).toBeTruthy();
    fireEvent.blur(second!, { relatedTarget: document.body });
    advance(ALERT_AUTO_HIDE_MS);
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('shows a new text again for another 8 seconds', () => {
    const { rerender } = render(<Alert variant="success">A new code is on its way.</Alert>);
    advance(ALERT_AUTO_HIDE_MS);
    expect(screen.queryByRole('status')).toBeNull();
    rerender(<Alert variant="success">Another code is on its way.</Alert>);
    expect(screen.getByRole('status').textContent).toContain('Another code');
    advance(ALERT_AUTO_HIDE_MS);
    expect(screen.queryByRole('status')).toBeNull();
  });
});
