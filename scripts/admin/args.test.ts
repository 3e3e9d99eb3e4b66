import { describe, expect, it } from 'vitest';
import { UsageError, intFlag, optionsFromUsage, parseArgs, parseAssignments } from './args';

const usages: Record<string, string> = {
  'business:create': 'business:create <id> <name> [--host HOST]... [key=value ...] [--json]',
  'member:list': 'member:list <businessId> [--search TEXT] [--limit N] [--offset N] [--json]',
  'message:send': 'message:send <businessId> (--member <id> ... | --all) --title T [--wait] [--json]',
};
const parse = (argv: string[]) => parseArgs(argv, (command) => usages[command]);

describe('optionsFromUsage', () => {
  it('takes a flag followed by a placeholder as taking a value, any other as a switch', () => {
    expect(optionsFromUsage(usages['message:send']!)).toMatchObject({
      member: { type: 'string' },
      all: { type: 'boolean' },
      title: { type: 'string' },
      wait: { type: 'boolean' },
      json: { type: 'boolean' },
      help: { type: 'boolean', short: 'h' },
    });
  });
});

describe('parseArgs', () => {
  it('splits the command, positionals and repeatable flags', () => {
    const args = parse([
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

  it('refuses a value flag without a value, and a flag the command does not list', () => {
    expect(() => parse(['member:list', 'x', '--limit'])).toThrow(UsageError);
    expect(() => parse(['member:list', 'x', '--colour', 'red'])).toThrow(/--colour/);
  });

  it('does not let a switch swallow the argument after it', () => {
    const args = parse(['message:send', '--all', 'bean-leaf', '--title', 'Hi', '--wait']);
    expect(args.positionals).toEqual(['bean-leaf']);
    expect(args.flags.get('all')).toEqual(['true']);
  });

  it('reads a negative amount as a value', () => {
    const args = parseArgs(
      ['points:adjust', 'b', 'm', 'credit', '-2.50', '--note', '-1'],
      () => '[--note TEXT]',
    );
    expect(args.positionals).toEqual(['b', 'm', 'credit', '-2.50']);
    expect(args.flags.get('note')).toEqual(['-1']);
  });

  it('reads -h as help', () => {
    expect(parse(['member:list', '-h']).help).toBe(true);
  });

  it('reads whole numbers only', () => {
    expect(intFlag(parse(['member:list', '--limit', '20']), 'limit')).toBe(20);
    expect(() => intFlag(parse(['member:list', '--limit', '2x']), 'limit')).toThrow(UsageError);
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
