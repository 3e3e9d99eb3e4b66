// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/test-utils/render-with-providers';
import { AccessibilityWidget } from './accessibility-widget';

afterEach(() => {
  cleanup();
  window.localStorage.clear();
  document.documentElement.style.removeProperty('--font-scale');
});

const translation = {
  'accessibility.open': 'Accessibility',
  'accessibility.title': 'Accessibility options',
  'accessibility.font.size': 'Text size {{percent}} %',
  'accessibility.zoom.in': 'Larger',
  'accessibility.zoom.out': 'Smaller',
  'accessibility.high.contrast': 'High contrast',
  'accessibility.reset': 'Reset',
};

function renderWidget(highContrast = false) {
  const onHighContrastChange = vi.fn();
  const onResetTheme = vi.fn();
  renderWithProviders(
    <AccessibilityWidget
      highContrast={highContrast}
      onHighContrastChange={onHighContrastChange}
      onResetTheme={onResetTheme}
    />,
    { translation },
  );
  return {
    onHighContrastChange,
    onResetTheme,
    button: screen.getByRole('button', { name: 'Accessibility' }),
  };
}

describe('AccessibilityWidget', () => {
  it('opens its panel, enlarges the text and keeps the size', async () => {
    const { button } = renderWidget();
    expect(screen.queryByRole('group')).toBeNull();
    fireEvent.click(button);
    const panel = await screen.findByRole('group', { name: 'Accessibility options' });
    expect(button.getAttribute('aria-controls')).toBe(panel.id);
    expect(screen.getByText('Text size 100 %')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Larger' }));
    expect(screen.getByText('Text size 110 %')).toBeTruthy();
    expect(window.localStorage.getItem('accessibility.fontSize')).toBe('1.1');
    expect(document.documentElement.style.getPropertyValue('--font-scale')).toBe('1.1');
  });

  it('switches high contrast and resets size and theme', async () => {
    const { button, onHighContrastChange, onResetTheme } = renderWidget();
    fireEvent.click(button);
    fireEvent.click(await screen.findByRole('button', { name: 'High contrast' }));
    expect(onHighContrastChange).toHaveBeenCalledWith(true);
    fireEvent.click(screen.getByRole('button', { name: 'Smaller' }));
    expect(screen.getByText('Text size 90 %')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Reset' }));
    expect(screen.getByText('Text size 100 %')).toBeTruthy();
    expect(onResetTheme).toHaveBeenCalled();
  });

  it('closes on Escape with focus back on its button, and on a click outside', async () => {
    const { button } = renderWidget();
    fireEvent.click(button);
    await screen.findByRole('group');
    act(() => {
      fireEvent.keyDown(document, { key: 'Escape' });
    });
    expect(screen.queryByRole('group')).toBeNull();
    expect(document.activeElement).toBe(button);
    fireEvent.click(button);
    await screen.findByRole('group');
    fireEvent.pointerDown(document.body);
    expect(screen.queryByRole('group')).toBeNull();
  });
});
