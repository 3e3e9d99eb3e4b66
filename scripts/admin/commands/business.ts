import { loyaltyApi, type Business, type BusinessCreate, type BusinessUpdate } from '@loyalty/contract';
import { UsageError, oneFlag, parseAssignments } from '../args';
import { formatTable } from '../table';
import type { AdminCommand } from './types';

function describeBusiness(b: Business): string {
  return [
    `${b.name} (${b.id})`,
    `hosts: ${b.hosts.join(', ') || '(none)'}`,
    'settings:',
    ...Object.entries(b.settings).map(([k, v]) => `  ${k} = ${JSON.stringify(v)}`),
  ].join('\n');
}

export const businessCommands: AdminCommand[] = [
  {
    name: 'business:list',
    usage: 'business:list [--json]',
    summary: 'List the businesses with their host names.',
    async run({ client, print }) {
      const list = await client.call(loyaltyApi.admin.businesses.list);
      print(list, () =>
        formatTable(
          list.map((b) => ({
            id: b.id,
            name: b.name,
            hosts: b.hosts.join(' '),
            theme: b.settings.defaultTheme,
          })),
          ['id', 'name', 'hosts', 'theme'],
        ),
      );
    },
  },
  {
    name: 'business:create',
    usage: 'business:create <id> <name> [--host HOST]... [key=value ...] [--json]',
    summary: 'Create a business; key=value pairs set configuration fields (values may be JSON).',
    async run({ args, client, print }) {
      const [id, name, ...settings] = args.positionals;
      if (!id || !name) throw new UsageError('business:create needs an id and a name');
      const body: BusinessCreate = {
        id,
        name,
        hosts: args.flags.get('host') ?? [],
        settings: parseAssignments(settings),
      };
      const created = await client.call(loyaltyApi.admin.businesses.create, { body });
      print(created, () => `Created ${created.name} (${created.id}).\n${describeBusiness(created)}`);
    },
  },
  {
    name: 'business:config',
    usage: 'business:config <id> [key=value ...] [--name NAME] [--host HOST]... [--json]',
    summary: 'Show a business, or set configuration fields (values may be JSON), its name or host names.',
    async run({ args, client, print }) {
      const [id, ...settings] = args.positionals;
      if (!id) throw new UsageError('business:config needs a business id');
      const name = oneFlag(args, 'name');
      const hosts = args.flags.get('host');
      const params = { businessId: id };
      if (settings.length === 0 && name === undefined && hosts === undefined) {
        const business = await client.call(loyaltyApi.admin.businesses.get, { params });
        print(business, () => describeBusiness(business));
        return;
      }
      const body: BusinessUpdate = {
        ...(name === undefined ? {} : { name }),
        ...(hosts === undefined ? {} : { hosts }),
        ...(settings.length ? { settings: parseAssignments(settings) } : {}),
      };
      const updated = await client.call(loyaltyApi.admin.businesses.update, { params, body });
      print(updated, () => `Updated ${updated.id}.\n${describeBusiness(updated)}`);
    },
  },
];
