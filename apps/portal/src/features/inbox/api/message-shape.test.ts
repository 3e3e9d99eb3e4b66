import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { memberMessagesSchema } from '@loyalty/contract';
import { isMemberMessages } from './message-shape';

const message = fc.record({
  key: fc.string(),
  title: fc.string(),
  content: fc.string(),
  read: fc.boolean(),
  receiveDate: fc.string(),
  params: fc.dictionary(fc.string(), fc.string()),
  tag: fc.string(),
});

// Messages, messages with one field broken or missing, and arbitrary JSON-like values.
const brokenMessage = fc
  .tuple(
    message,
    fc.constantFrom('key', 'title', 'content', 'read', 'receiveDate', 'params', 'tag'),
    fc.anything(),
  )
  .map(([valid, field, replacement]) =>
    replacement === undefined
      ? Object.fromEntries(Object.entries(valid).filter(([name]) => name !== field))
      : { ...valid, [field]: replacement },
  );
const candidate = fc.oneof(
  fc.array(message),
  fc.array(fc.oneof(message, brokenMessage)),
  fc.array(message).map((list) => list.map((m) => ({ ...m, params: { ...m.params, extra: 1 } }))),
  fc.anything(),
);

describe('isMemberMessages', () => {
  it('gives the verdict of the contract schema on every generated value', () => {
    fc.assert(
      fc.property(candidate, (value) => {
        expect(isMemberMessages(value)).toBe(memberMessagesSchema.safeParse(value).success);
      }),
      { numRuns: 2000 },
    );
  });

  it('takes a real page of messages and refuses a broken one', () => {
    const page = [
      {
        key: 'm1',
        title: 'Welcome',
        content: 'Hello',
        read: false,
        receiveDate: '2026-11-27T10:00:00.000Z',
        params: { image: 'https://example.com/a.png' },
        tag: 'default',
      },
    ];
    expect(isMemberMessages(page)).toBe(true);
    expect(isMemberMessages([{ ...page[0], read: 'no' }])).toBe(false);
    expect(isMemberMessages({ messages: page })).toBe(false);
  });
});
