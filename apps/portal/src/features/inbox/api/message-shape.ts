import type { MemberMessage } from '@loyalty/contract';

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Whether an answer is a list of member messages as the contract's `memberMessagesSchema` describes them. The
 * same check without zod: the message list is on every member page (the bell), and zod's 31 KB gz would load with
 * it. `message-shape.test.ts` holds the two to the same verdict on generated values.
 */
export function isMemberMessages(value: unknown): value is MemberMessage[] {
  return Array.isArray(value) && value.every(isMemberMessage);
}

function isMemberMessage(value: unknown): value is MemberMessage {
  if (!isRecord(value)) return false;
  const { key, title, content, read, receiveDate, params, tag } = value;
  return (
    typeof key === 'string' &&
    typeof title === 'string' &&
    typeof content === 'string' &&
    typeof read === 'boolean' &&
    typeof receiveDate === 'string' &&
    typeof tag === 'string' &&
    isRecord(params) &&
    Object.values(params).every((entry) => typeof entry === 'string')
  );
}
