// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { LandingPage } from '@loyalty/contract';
import { renderWithProviders } from '@/test-utils/render-with-providers';

// The page's own form is the forms feature's (tested there); here only whether the page loads and shows it.
const loaded = vi.fn();
vi.mock('@/features/forms', () => {
  loaded();
  return { EmbeddedForm: ({ formId }: { formId: string }) => <form aria-label={`form ${formId}`} /> };
});
vi.mock('./phone-claim-form', () => ({ PhoneClaimForm: () => null }));

const { LandingScreen } = await import('./landing-screen');

const t = (key: string, options?: Record<string, unknown>) =>
  options ? `${key} ${JSON.stringify(options)}` : key;

afterEach(cleanup);

const page: LandingPage = {
  id: '0f7d3c2a-1b4e-4a6f-9c8d-2e1f0a9b8c01',
  legacyId: null,
  language: 'en',
  title: 'A free coffee',
  text: 'Join and get one.',
  imageUrl: null,
  gift: { name: 'Coffee', description: 'Any size', validDays: 30, imageUrl: null },
  countries: [],
  formId: null,
  activeUntil: null,
};

const renderLanding = (changes: Partial<LandingPage> = {}) =>
  renderWithProviders(
    <LandingScreen page={{ ...page, ...changes }} dateFormat="DD/MM/YYYY" timeZone="Asia/Jerusalem" t={t} />,
  );

describe('LandingScreen', () => {
  it('never loads the forms code for a page without a form', () => {
    renderLanding();
    expect(screen.getByRole('heading', { name: 'A free coffee' })).toBeTruthy();
    expect(loaded).not.toHaveBeenCalled();
  });

  it('loads the page’s form when it has one, and shows it', async () => {
    renderLanding({ formId: 'survey-1' });
    expect(await screen.findByRole('form', { name: 'form survey-1' })).toBeTruthy();
    expect(loaded).toHaveBeenCalledTimes(1);
  });

  it('gives the end date as the business’s clock shows it', () => {
    renderLanding({ activeUntil: '2026-03-31T22:30:00Z' });
    expect(screen.getByText('landing.ends {"date":"01/04/2026"}')).toBeTruthy();
  });
});
