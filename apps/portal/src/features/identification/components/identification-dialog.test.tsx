// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/test-utils/render-with-providers';
import { memberApi } from '@/store/member-api';
import IdentificationDialog, { COPIED_LABEL_MS } from './identification-dialog';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const translation = {
  'identification.title': 'Your identification',
  'identification.qr.label': 'QR code of your identification',
  'identification.copy': 'Copy Link',
  'identification.copied': 'Link copied',
  'identification.cancel': 'Cancel',
};

function renderDialog(onOpenChange = vi.fn()) {
  const rendered = renderWithProviders(<IdentificationDialog open onOpenChange={onOpenChange} />, {
    translation,
  });
  void rendered.store.dispatch(
    memberApi.util.upsertQueryData('getShortUserId', undefined, { id: 'AB12CD34' }),
  );
  return rendered;
}

describe('IdentificationDialog', () => {
  it('shows the QR code and the id, copies it and says so for one second', async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    renderDialog();

    const qr = await screen.findByRole('img', { name: 'QR code of your identification' });
    expect(qr.querySelector('svg')).not.toBeNull();
    expect(screen.getByTestId('identification-id').textContent).toBe('AB12CD34');

    vi.useFakeTimers();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Copy Link' }));
    });
    expect(writeText).toHaveBeenCalledWith('AB12CD34');
    expect(screen.getByRole('button', { name: 'Link copied' })).toBeTruthy();
    act(() => vi.advanceTimersByTime(COPIED_LABEL_MS - 1));
    expect(screen.getByRole('button', { name: 'Link copied' })).toBeTruthy();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByRole('button', { name: 'Copy Link' })).toBeTruthy();
  });

  it('closes with Cancel', async () => {
    const onOpenChange = vi.fn();
    renderDialog(onOpenChange);
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel' }));
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });
});
