// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { describe, expect, it } from 'vitest';
import { lazyBeside } from './lazy-beside';

describe('lazyBeside', () => {
  it('renders the named export of a module already requested, behind its Suspense boundary', async () => {
    let resolve!: (module: { Greeting: (props: { name: string }) => string }) => void;
    const module = new Promise<{ Greeting: (props: { name: string }) => string }>((r) => (resolve = r));
    const Greeting = lazyBeside(module, 'Greeting');
    render(
      <Suspense fallback="loading">
        <Greeting name="Lia" />
      </Suspense>,
    );
    expect(screen.getByText('loading')).toBeTruthy();
    resolve({ Greeting: ({ name }) => `Hello ${name}` });
    expect(await screen.findByText('Hello Lia')).toBeTruthy();
  });
});
