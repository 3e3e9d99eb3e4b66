import {
  loyaltyApi,
  messageBroadcastAcceptedSchema,
  type MessageBroadcast,
  type MessageSend,
} from '@loyalty/contract';
import { UsageError, oneFlag } from '../args';
import { ApiCallError, type AdminClient } from '../client';
import type { AdminCommand } from './types';

const POLL_MS = 500;

/** `lang:title:content`; the content may hold colons of its own. */
function parseTranslation(value: string): [string, { title: string; content: string }] {
  const first = value.indexOf(':');
  const second = first < 0 ? -1 : value.indexOf(':', first + 1);
  if (first <= 0 || second < 0)
    throw new UsageError(`--translation expects lang:title:content, got "${value}"`);
  return [value.slice(0, first), { title: value.slice(first + 1, second), content: value.slice(second + 1) }];
}

/** `--all` and `--wait` take no value; `--all=true` style is accepted too. */
function booleanFlag(values: string[] | undefined, name: string): boolean {
  if (!values) return false;
  if (values.some((v) => v !== 'true')) throw new UsageError(`--${name} takes no value`);
  return true;
}

function describeBroadcast(b: MessageBroadcast): string {
  return [
    `broadcast  ${b.id}`,
    `status     ${b.status}`,
    `progress   ${b.sentCount} of ${b.audienceSize} members`,
    `audience   ${b.audience}`,
    `title      ${b.title}`,
    `tag        ${b.tag}`,
    `created    ${b.createdAt}`,
    ...(b.completedAt ? [`completed  ${b.completedAt}`] : []),
    ...(b.error ? [`last error ${b.error}`] : []),
    ...(b.push
      ? [
          `push       ${b.push.sent} sent, ${b.push.pending} pending, ${b.push.failed} failed, ${b.push.gone} gone (removed)`,
        ]
      : []),
  ].join('\n');
}

async function fetchBroadcast(
  client: AdminClient,
  businessId: string,
  id: string,
): Promise<MessageBroadcast> {
  return client.call(loyaltyApi.admin.messages.broadcast, { params: { businessId, broadcastId: id } });
}

async function waitForBroadcast(
  client: AdminClient,
  businessId: string,
  id: string,
): Promise<MessageBroadcast> {
  for (;;) {
    const broadcast = await fetchBroadcast(client, businessId, id);
    // A pushed broadcast is followed until its pushes have left too.
    const pushing = (broadcast.push?.pending ?? 0) > 0;
    if ((broadcast.status === 'done' && !pushing) || broadcast.status === 'failed') return broadcast;
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
}

export const messageCommands: AdminCommand[] = [
  {
    name: 'message:send',
    usage:
      'message:send <businessId> (--member <id|email|phone> ... | --all) --title T --content C [--image URL] [--tag T] [--translation lang:title:content ...] [--push] [--wait] [--json]',
    summary:
      "Send an inbox message to some members, or to all of them (a broadcast; --wait follows it); --push also pushes it to the members' devices.",
    async run({ args, client, print }) {
      const [businessId] = args.positionals;
      if (!businessId || args.positionals.length > 1)
        throw new UsageError('message:send needs exactly one business id');
      const members = args.flags.get('member') ?? [];
      const all = booleanFlag(args.flags.get('all'), 'all');
      const wait = booleanFlag(args.flags.get('wait'), 'wait');
      const push = booleanFlag(args.flags.get('push'), 'push');
      if (all === members.length > 0)
        throw new UsageError('message:send needs either --member (repeatable) or --all');
      const title = oneFlag(args, 'title');
      const content = oneFlag(args, 'content');
      if (!title || !content) throw new UsageError('message:send needs --title and --content');
      const translations = args.flags.get('translation')?.map(parseTranslation);
      const image = oneFlag(args, 'image');
      const tag = oneFlag(args, 'tag');
      const body: MessageSend = {
        audience: all ? { type: 'all' } : { type: 'members', members },
        title,
        content,
        ...(image === undefined ? {} : { imageUrl: image }),
        ...(tag === undefined ? {} : { tag }),
        ...(translations ? { translations: Object.fromEntries(translations) } : {}),
        ...(push ? { push: true } : {}),
      };

      let result;
      try {
        result = await client.call(loyaltyApi.admin.messages.send, { params: { businessId }, body });
      } catch (error) {
        // The API names unknown members by position (audience.members.<i>): name them as they were typed.
        if (error instanceof ApiCallError && error.status === 404 && error.issues.length > 0) {
          const unknown = error.issues.map((issue) => {
            const index = Number(issue.path.split('.').pop());
            return members[index] ?? issue.path;
          });
          throw new ApiCallError(404, error.code, `${error.message}: ${unknown.join(', ')}`);
        }
        throw error;
      }

      const accepted = messageBroadcastAcceptedSchema.safeParse(result);
      if (!accepted.success || !('broadcastId' in result)) {
        print(result, () => `Sent ${'sent' in result ? result.sent : 0} message(s).`);
        return;
      }
      const { broadcastId } = accepted.data;
      if (!wait) {
        print(result, () =>
          [
            `Broadcast ${broadcastId} queued.`,
            `Follow it with: npm run admin -- message:status ${businessId} ${broadcastId}`,
          ].join('\n'),
        );
        return;
      }
      const finished = await waitForBroadcast(client, businessId, broadcastId);
      print(finished, () => describeBroadcast(finished));
    },
  },
  {
    name: 'message:status',
    usage: 'message:status <businessId> <broadcastId> [--json]',
    summary: "Show a message broadcast's progress.",
    async run({ args, client, print }) {
      const [businessId, broadcastId] = args.positionals;
      if (!businessId || !broadcastId || args.positionals.length > 2)
        throw new UsageError('message:status needs a business id and a broadcast id');
      const broadcast = await fetchBroadcast(client, businessId, broadcastId);
      print(broadcast, () => describeBroadcast(broadcast));
    },
  },
];
