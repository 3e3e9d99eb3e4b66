import { describe, expect, it } from 'vitest';
import { UsageError, intFlag, parseArgs, parseAssignments } from './args';

describe('parseArgs', () => {
  it('splits the command, positionals and repeatable flags', () => {
    const args = parseArgs([
      'business:create',
      'acme',
      'Acme Inc',
      '--host',
      'a.test',
      '--host=b.test',
      '--json',
    ]);
    expect(args.command).toBe('business:create');
    expect(args.positionals).toEqual(['acme', 'Acme Inc']);
    expect(args.flags.get('host')).toEqual(['a.test', 'b.test']);
    expect(args.json).toBe(true);
  });

  it('refuses a value flag without a value', () => {
    expect(() => parseArgs(['member:list', 'x', '--limit'])).toThrow(UsageError);
  });

  it('reads whole numbers only', () => {
    expect(intFlag(parseArgs(['c', '--limit', '20']), 'limit')).toBe(20);
    expect(() => intFlag(parseArgs(['c', '--limit', '2x']), 'limit')).toThrow(UsageError);
  });
});

describe('parseAssignments', () => {
  it('takes JSON values as JSON and anything else as text', () => {
    expect(
      parseAssignments([
        'showPointsOnNavBar=false',
        'pointName=Bean',
        'countries=[{"code":"US"}]',
        'favIconUrl=null',
        'x=a=b',
      ]),
    ).toEqual({
      showPointsOnNavBar: false,
      pointName: 'Bean',
      countries: [{ code: 'US' }],
      favIconUrl: null,
      x: 'a=b',
    });
  });

  it('refuses a pair without a key', () => {
    expect(() => parseAssignments(['=1'])).toThrow(UsageError);
    expect(() => parseAssignments(['novalue'])).toThrow(UsageError);
  });
});
