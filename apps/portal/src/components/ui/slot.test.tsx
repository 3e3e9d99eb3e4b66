// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createRef } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Button } from './button';
import { mergeSlotProps, Slot } from './slot';

describe('Slot', () => {
  afterEach(cleanup);

  it('renders the child element with the slot props: classes joined, child values first, both handlers and refs', () => {
    const order: string[] = [];
    const slotRef = createRef<HTMLAnchorElement>();
    const childRef = createRef<HTMLAnchorElement>();
    render(
      <Slot
        className="slot"
        title="slot title"
        data-kind="slot"
        style={{ color: 'red', margin: 1 }}
        onClick={() => order.push('slot')}
        ref={slotRef}
      >
        <a
          href="/member/shop"
          className="child"
          title="child title"
          style={{ color: 'blue' }}
          onClick={(event) => {
            event.preventDefault();
            order.push('child');
          }}
          ref={childRef}
        >
          Shop
        </a>
      </Slot>,
    );
    const link = screen.getByRole('link', { name: 'Shop' });
    expect(link.className).toBe('slot child');
    expect(link.title).toBe('child title');
    expect(link.dataset.kind).toBe('slot');
    expect(link.style.color).toBe('blue');
    expect(link.style.margin).toBe('1px');
    fireEvent.click(link);
    expect(order).toEqual(['child', 'slot']);
    expect(slotRef.current).toBe(link);
    expect(childRef.current).toBe(link);
  });

  it('keeps a lone handler or ref as it is and renders nothing without an element child', () => {
    const onClick = vi.fn();
    expect(mergeSlotProps({ onClick }, {}).onClick).toBe(onClick);
    const ref = createRef<HTMLElement>();
    expect(mergeSlotProps({}, { ref }).ref).toBe(ref);
    const { container } = render(<Slot>text</Slot>);
    expect(container.innerHTML).toBe('');
  });

  it('gives a Button asChild link the button look without a type attribute', () => {
    render(
      <Button asChild variant="outline" className="w-full">
        <a href="/member/inbox">Inbox</a>
      </Button>,
    );
    const link = screen.getByRole('link', { name: 'Inbox' });
    expect(link.getAttribute('type')).toBeNull();
    expect(link.className).toContain('min-h-11');
    expect(link.className).toContain('w-full');
    expect(link.getAttribute('href')).toBe('/member/inbox');
  });
});
