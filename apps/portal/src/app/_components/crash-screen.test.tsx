// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { CrashScreen, FrameworkErrorScreen } from './crash-screen';

afterEach(cleanup);

describe('crash screens', () => {
  it('the crash screen says something went wrong and offers a refresh, even before any text is loaded', () => {
    render(<CrashScreen />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Ooops, something went wrong :(');
    expect(screen.getByRole('button', { name: 'Refresh' })).toBeTruthy();
  });

  it("the framework's error screen names the host and shows the digest line when the error has one", () => {
    render(<FrameworkErrorScreen digest="4021337" />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(
      `Application error: a server-side or client-side exception has occurred while loading ${window.location.hostname} (see the server logs or browser console for more information).`,
    );
    expect(screen.getByText('Digest: 4021337')).toBeTruthy();
  });

  it('without a digest there is no digest line', () => {
    render(<FrameworkErrorScreen />);
    expect(screen.queryByText(/Digest:/)).toBeNull();
  });
});
