import { writeFileSync } from 'node:fs';
import {
  formCreateSchema,
  formUpdateSchema,
  localize,
  loyaltyApi,
  parseHours,
  type AdminForm,
  type AdminLocation,
  type FormCreate,
  type FormUpdate,
  type LocationCreate,
  type LocationUpdate,
} from '@loyalty/contract';
import { UsageError, booleanFlag, oneFlag, positionals, type ParsedArgs } from '../args';
import { toCsv } from '../csv';
import { formatTable } from '../table';
import { readJsonFile } from '../json-file';
import type { AdminCommand } from './types';

function describeForm(form: AdminForm): string {
  return [
    `form ${form.id} (version ${form.version})`,
    `title       ${localize(form.title, 'en')}`,
    `type        ${form.formType}${form.locationId ? ` at location ${form.locationId}` : ''}, for ${form.audience}`,
    `fields      ${form.fields.map((field) => `${field.name}:${field.type}${field.required ? '*' : ''}`).join(', ')}`,
    `active      ${form.active}${form.activeFrom ? ` from ${form.activeFrom}` : ''}${form.activeUntil ? ` until ${form.activeUntil}` : ''}`,
    `submissions ${form.submissions}`,
    `page        /forms/${form.id}`,
  ].join('\n');
}

const DAY = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

function describeLocation(location: AdminLocation): string {
  const hours = location.openingHours
    .map((range) => `${DAY[range.day]} ${range.opens}-${range.closes}`)
    .join(', ');
  return [
    `location ${location.id}${location.isActive ? '' : ' (inactive)'}`,
    `name        ${location.name}`,
    `address     ${location.address}, ${location.city}${location.postalCode ? ` ${location.postalCode}` : ''} (${location.countryCode})`,
    `hours       ${hours || 'none'}`,
    `time zone   ${location.timeZone}${location.ownTimeZone ? '' : " (the business's)"}`,
    ...(location.phone ? [`phone       ${location.phone}`] : []),
  ].join('\n');
}

function hoursFlag(args: ParsedArgs) {
  const text = oneFlag(args, 'hours');
  if (text === undefined) return undefined;
  if (text === 'none') return [];
  const hours = parseHours(text);
  if (!hours)
    throw new UsageError(
      `--hours expects e.g. "mon-fri 07:00-19:00; sat 08:00-12:00 13:00-17:00", got "${text}"`,
    );
  return hours;
}

function numberFlag(args: ParsedArgs, name: string): number | null | undefined {
  const text = oneFlag(args, name);
  if (text === undefined) return undefined;
  if (text === 'none') return null;
  const value = Number(text);
  if (!Number.isFinite(value)) throw new UsageError(`--${name} expects a number, got "${text}"`);
  return value;
}

function locationFlags(args: ParsedArgs): LocationUpdate {
  const body: LocationUpdate = {};
  const text = (name: string) => oneFlag(args, name);
  const nullable = (name: string) => {
    const value = text(name);
    return value === undefined ? undefined : value === 'none' ? null : value;
  };
  if (text('name') !== undefined) body.name = text('name');
  if (text('address') !== undefined) body.address = text('address');
  if (text('city') !== undefined) body.city = text('city');
  if (text('country') !== undefined) body.countryCode = text('country')!.toUpperCase();
  if (nullable('postal-code') !== undefined) body.postalCode = nullable('postal-code');
  if (nullable('phone') !== undefined) body.phone = nullable('phone');
  if (nullable('email') !== undefined) body.email = nullable('email');
  if (nullable('time-zone') !== undefined) body.timeZone = nullable('time-zone');
  const latitude = numberFlag(args, 'lat');
  if (latitude !== undefined) body.latitude = latitude;
  const longitude = numberFlag(args, 'lon');
  if (longitude !== undefined) body.longitude = longitude;
  const hours = hoursFlag(args);
  if (hours !== undefined) body.openingHours = hours;
  const active = booleanFlag(args, 'active');
  if (active !== undefined) body.isActive = active;
  return body;
}

const LOCATION_FLAGS =
  '[--address TEXT] [--city TEXT] [--country CODE] [--postal-code TEXT] [--phone TEXT] [--email ADDRESS] [--lat N] [--lon N] [--hours "mon-fri 07:00-19:00; sat 22:00-02:00"] [--time-zone ZONE]';

export const formCommands: AdminCommand[] = [
  {
    name: 'form:create',
    usage: 'form:create <businessId> <form.json> [--json]',
    summary:
      'Create a form from a JSON definition (fields, rules and texts per language, type, audience, window).',
    async run({ args, client, print }) {
      const [businessId, file] = positionals(args, 2, 'form:create needs a business id and a JSON file');
      const body = readJsonFile(file!, formCreateSchema) as FormCreate;
      const form = await client.call(loyaltyApi.admin.forms.create, {
        params: { businessId: businessId! },
        body,
      });
      print(form, () => `Created.\n${describeForm(form)}`);
    },
  },
  {
    name: 'form:list',
    usage: 'form:list <businessId> [--json]',
    summary: "List a business's forms with their submission counts.",
    async run({ args, client, print }) {
      const [businessId] = positionals(args, 1, 'form:list needs exactly one business id');
      const list = await client.call(loyaltyApi.admin.forms.list, { params: { businessId: businessId! } });
      print(list, () =>
        formatTable(
          list.items.map((form) => ({
            id: form.id,
            title: localize(form.title, 'en'),
            type: form.formType,
            audience: form.audience,
            version: form.version,
            active: form.active,
            submissions: form.submissions,
          })),
          ['id', 'title', 'type', 'audience', 'version', 'active', 'submissions'],
        ),
      );
    },
  },
  {
    name: 'form:update',
    usage: 'form:update <businessId> <formId> [--file PATCH.json] [--active true|false] [--json]',
    summary: 'Change a form (a JSON patch and/or its switch); its version goes up.',
    async run({ args, client, print }) {
      const [businessId, formId] = positionals(args, 2, 'form:update needs a business id and a form id');
      const file = oneFlag(args, 'file');
      const body: FormUpdate = file ? (readJsonFile(file, formUpdateSchema) as FormUpdate) : {};
      const active = booleanFlag(args, 'active');
      if (active !== undefined) body.active = active;
      if (Object.keys(body).length === 0) throw new UsageError('form:update needs --file or --active');
      const form = await client.call(loyaltyApi.admin.forms.update, {
        params: { businessId: businessId!, formId: formId! },
        body,
      });
      print(form, () => `Updated.\n${describeForm(form)}`);
    },
  },
  {
    name: 'form:submissions',
    usage: 'form:submissions <businessId> <formId> [--csv] [--output FILE] [--json]',
    summary: "A form's submissions: a table, or CSV (--csv) for spreadsheets, to a file with --output.",
    async run({ args, client, print }) {
      const [businessId, formId] = positionals(args, 2, 'form:submissions needs a business id and a form id');
      const params = { businessId: businessId!, formId: formId! };
      const list = await client.call(loyaltyApi.admin.forms.submissions, { params });
      const output = oneFlag(args, 'output');
      if (!args.flags.has('csv') && !output) {
        print(list, () =>
          formatTable(
            list.items.map((item) => ({
              id: item.id,
              createdAt: item.createdAt,
              member: item.memberId ?? 'guest',
              answers: JSON.stringify(item.answers),
            })),
            ['id', 'createdAt', 'member', 'answers'],
          ),
        );
        return;
      }
      const forms = await client.call(loyaltyApi.admin.forms.list, { params: { businessId: businessId! } });
      const fieldNames =
        forms.items.find((form) => form.id === formId)?.fields.map((field) => field.name) ?? [];
      const answered = [...new Set(list.items.flatMap((item) => Object.keys(item.answers)))];
      const columns = [
        'submissionId',
        'createdAt',
        'memberId',
        'language',
        'formVersion',
        ...new Set([...fieldNames, ...answered]),
      ];
      const csv = toCsv(
        columns,
        list.items.map((item) => ({
          ...item.answers,
          submissionId: item.id,
          createdAt: item.createdAt,
          memberId: item.memberId,
          language: item.language,
          formVersion: item.formVersion,
        })),
      );
      if (output) {
        writeFileSync(output, csv, 'utf8');
        print(
          { output, submissions: list.items.length },
          () => `Wrote ${list.items.length} submissions to ${output}.`,
        );
      } else {
        print(list, () => csv);
      }
    },
  },
  {
    name: 'location:create',
    usage: `location:create <businessId> <name> --address TEXT --city TEXT --country CODE ${LOCATION_FLAGS.replace('[--address TEXT] [--city TEXT] [--country CODE] ', '')} [--json]`,
    summary:
      'Create a location: address, contact, coordinates, opening hours (overnight allowed) and time zone.',
    async run({ args, client, print }) {
      const [businessId, name] = positionals(args, 2, 'location:create needs a business id and a name');
      const flags = locationFlags(args);
      const { address, city, countryCode } = flags;
      if (!address || !city || !countryCode)
        throw new UsageError('location:create needs --address, --city and --country');
      const body: LocationCreate = { ...flags, name: name!, address, city, countryCode };
      const location = await client.call(loyaltyApi.admin.locations.create, {
        params: { businessId: businessId! },
        body,
      });
      print(location, () => `Created.\n${describeLocation(location)}`);
    },
  },
  {
    name: 'location:list',
    usage: 'location:list <businessId> [--json]',
    summary: "List a business's locations (inactive ones too) with their hours.",
    async run({ args, client, print }) {
      const [businessId] = positionals(args, 1, 'location:list needs exactly one business id');
      const list = await client.call(loyaltyApi.admin.locations.list, {
        params: { businessId: businessId! },
      });
      print(list, () =>
        formatTable(
          list.items.map((location) => ({
            id: location.id,
            name: location.name,
            city: location.city,
            active: location.isActive,
            timeZone: location.timeZone,
            hours: location.openingHours
              .map((range) => `${DAY[range.day]} ${range.opens}-${range.closes}`)
              .join(', '),
          })),
          ['id', 'name', 'city', 'active', 'timeZone', 'hours'],
        ),
      );
    },
  },
  {
    name: 'location:update',
    usage: `location:update <businessId> <locationId> [--name TEXT] ${LOCATION_FLAGS} [--active true|false] [--json]`,
    summary: 'Change a location ("none" clears an optional field; --hours replaces the whole week).',
    async run({ args, client, print }) {
      const [businessId, locationId] = positionals(
        args,
        2,
        'location:update needs a business id and a location id',
      );
      const body = locationFlags(args);
      if (Object.keys(body).length === 0) throw new UsageError('location:update needs at least one change');
      const location = await client.call(loyaltyApi.admin.locations.update, {
        params: { businessId: businessId!, locationId: locationId! },
        body,
      });
      print(location, () => `Updated.\n${describeLocation(location)}`);
    },
  },
];
