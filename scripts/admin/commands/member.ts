import { loyaltyApi } from '@loyalty/contract';
import { UsageError, intFlag, oneFlag } from '../args';
import { portalOrigin } from '../portal-origin';
import { formatTable } from '../table';
import type { AdminCommand } from './types';

const columns = ['id', 'shortId', 'email', 'phone', 'firstName', 'lastName', 'language', 'createdAt'];

export const memberCommands: AdminCommand[] = [
  {
    name: 'member:list',
    usage: 'member:list <businessId> [--search TEXT] [--limit N] [--offset N] [--json]',
    summary: "List a business's members (newest first).",
    async run({ args, client, print }) {
      const [businessId] = args.positionals;
      if (!businessId || args.positionals.length > 1)
        throw new UsageError('member:list needs exactly one business id');
      const list = await client.call(loyaltyApi.admin.members.list, {
        params: { businessId },
        query: {
          search: oneFlag(args, 'search'),
          limit: intFlag(args, 'limit'),
          offset: intFlag(args, 'offset'),
        },
      });
      print(list, () => `${formatTable(list.items, columns)}\n${list.items.length} of ${list.total} members`);
    },
  },
  {
    name: 'member:show',
    usage: 'member:show <businessId> <memberId|email|phone> [--json]',
    summary: 'Show one member, found by id, e-mail or phone number.',
    async run({ args, client, print }) {
      const [businessId, ref] = args.positionals;
      if (!businessId || !ref || args.positionals.length > 2) {
        throw new UsageError('member:show needs a business id and a member id, e-mail or phone');
      }
      const member = await client.call(loyaltyApi.admin.members.get, {
        params: { businessId, memberRef: ref },
      });
      print(member, () =>
        Object.entries(member)
          .map(([k, v]) => `${k.padEnd(10)} ${v ?? ''}`)
          .join('\n'),
      );
    },
  },
  {
    name: 'member:import',
    usage:
      'member:import <businessId> [--email EMAIL] [--phone PHONE] [--first-name NAME] [--last-name NAME] [--language CODE] [--json]',
    summary: 'Bring in a member from elsewhere, without consent: their first sign-in asks for it.',
    async run({ args, client, print }) {
      const [businessId] = args.positionals;
      if (!businessId || args.positionals.length > 1) {
        throw new UsageError('member:import needs exactly one business id');
      }
      const fields = {
        email: oneFlag(args, 'email'),
        phone: oneFlag(args, 'phone'),
        firstName: oneFlag(args, 'first-name'),
        lastName: oneFlag(args, 'last-name'),
        language: oneFlag(args, 'language'),
      };
      if (!fields.email && !fields.phone) throw new UsageError('member:import needs --email or --phone');
      const body = Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined));
      const member = await client.call(loyaltyApi.admin.members.import, { params: { businessId }, body });
      print(member, () => `imported   ${member.id} ${member.email ?? member.phone ?? ''} (no consent yet)`);
    },
  },
  {
    name: 'member:token',
    usage: 'member:token <businessId> <memberId|email|phone> [--ttl SECONDS] [--json]',
    summary: 'Issue a single-use temporary sign-in token and print the sign-in link (for e-mail or SMS).',
    async run({ args, client, print }) {
      const [businessId, ref] = args.positionals;
      if (!businessId || !ref || args.positionals.length > 2) {
        throw new UsageError('member:token needs a business id and a member id, e-mail or phone');
      }
      const ttlSeconds = intFlag(args, 'ttl');
      const issued = await client.call(loyaltyApi.auth.temporaryToken, {
        params: { businessId, memberRef: ref },
        body: ttlSeconds === undefined ? {} : { ttlSeconds },
      });
      const { hosts } = await client.call(loyaltyApi.admin.businesses.get, { params: { businessId } });
      const links = hosts.map(
        (host) => `${portalOrigin(host)}/?temporarytoken=${encodeURIComponent(issued.token)}`,
      );
      print({ ...issued, links }, () =>
        [
          `token      ${issued.token}`,
          `expires at ${issued.expiresAt}`,
          ...links.map((l) => `link       ${l}`),
        ].join('\n'),
      );
    },
  },
  {
    name: 'member:sessions',
    usage: 'member:sessions <businessId> <memberId|email|phone> [--json]',
    summary: "List a member's signed-in devices, most recently seen first.",
    async run({ args, client, print }) {
      const [businessId, ref] = args.positionals;
      if (!businessId || !ref || args.positionals.length > 2) {
        throw new UsageError('member:sessions needs a business id and a member id, e-mail or phone');
      }
      const list = await client.call(loyaltyApi.admin.members.sessions, {
        params: { businessId, memberRef: ref },
      });
      print(list, () =>
        list.items.length === 0
          ? 'No active sessions.'
          : formatTable(list.items, ['id', 'deviceLabel', 'createdAt', 'lastSeenAt']),
      );
    },
  },
  {
    name: 'member:sign-out',
    usage: 'member:sign-out <businessId> <memberId|email|phone> [--session SESSION_ID] [--json]',
    summary: 'Sign a member out: one session (a lost phone) with --session, else every session.',
    async run({ args, client, print }) {
      const [businessId, ref] = args.positionals;
      if (!businessId || !ref || args.positionals.length > 2) {
        throw new UsageError('member:sign-out needs a business id and a member id, e-mail or phone');
      }
      const sessionId = oneFlag(args, 'session');
      const result = await client.call(loyaltyApi.admin.members.revokeSessions, {
        params: { businessId, memberRef: ref },
        body: sessionId ? { sessionId } : {},
      });
      print(result, () => `Signed out ${result.revoked} session${result.revoked === 1 ? '' : 's'}.`);
    },
  },
];
