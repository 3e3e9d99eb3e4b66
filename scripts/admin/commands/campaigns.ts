import {
  landingPageCreateSchema,
  landingPageUpdateSchema,
  loyaltyApi,
  type AdminLandingPage,
  type LandingPageCreate,
  type LandingPageUpdate,
} from '@loyalty/contract';
import QRCode from 'qrcode';
import {
  UsageError,
  booleanFlag,
  dateFlag,
  formatAmount,
  intFlag,
  oneFlag,
  parseAmount,
  positionals,
  type ParsedArgs,
} from '../args';
import type { AdminClient } from '../client';
import { portalOrigin } from '../portal-origin';
import { formatTable } from '../table';
import { readJsonFile } from '../json-file';
import type { AdminCommand } from './types';

/** `lang:title:text`; the text may hold colons of its own. */
function parseTranslation(value: string): [string, { title: string; text: string }] {
  const [lang, title, ...rest] = value.split(':');
  if (!lang || !title) throw new UsageError(`--translation expects lang:title:text, got "${value}"`);
  return [lang, { title, text: rest.join(':') }];
}

/** The page's first link on each of the business's hosts. */
async function pageLinks(client: AdminClient, businessId: string, pageId: string): Promise<string[]> {
  const { hosts } = await client.call(loyaltyApi.admin.businesses.get, { params: { businessId } });
  return hosts.map((host) => `${portalOrigin(host)}/lp/${pageId}`);
}

function describePage(page: AdminLandingPage, links: string[]): string {
  const ratio = page.codesSent === 0 ? '—' : `${Math.round((page.codesVerified / page.codesSent) * 100)} %`;
  return [
    `landing page ${page.id}${page.legacyId ? ` (legacy ${page.legacyId})` : ''}`,
    ...Object.entries(page.texts).map(([lang, text]) => `  ${lang.padEnd(6)} ${text.title}`),
    `gift        ${page.gift.name}${page.gift.validDays ? ` (${page.gift.validDays} days)` : ''}`,
    `active      ${page.active}${page.activeFrom ? ` from ${page.activeFrom}` : ''}${page.activeUntil ? ` until ${page.activeUntil}` : ''}`,
    `countries   ${page.allowedCountries.join(', ') || "the business's"}`,
    `codes       ${page.codesSent} sent, ${page.codesVerified} confirmed (${ratio}), ${page.claims} gifts given`,
    ...links.map((link) => `link        ${link}`),
  ].join('\n');
}

function pageFlags(args: ParsedArgs): LandingPageUpdate {
  const gift = oneFlag(args, 'gift');
  const countries = args.flags.get('country');
  const body: LandingPageUpdate = {};
  if (gift !== undefined) {
    body.gift = {
      name: gift,
      description: oneFlag(args, 'gift-description') ?? '',
      validDays: intFlag(args, 'gift-valid-days') ?? null,
      imageUrl: oneFlag(args, 'gift-image') ?? null,
    };
  }
  const image = oneFlag(args, 'image');
  if (image !== undefined) body.imageUrl = image === 'none' ? null : image;
  const active = booleanFlag(args, 'active');
  if (active !== undefined) body.active = active;
  const from = dateFlag(args, 'from');
  if (from !== undefined) body.activeFrom = from;
  const until = dateFlag(args, 'until');
  if (until !== undefined) body.activeUntil = until;
  const legacyId = oneFlag(args, 'legacy-id');
  if (legacyId !== undefined) body.legacyId = legacyId === 'none' ? null : legacyId;
  if (countries) body.allowedCountries = countries.map((code) => code.toUpperCase());
  const max = intFlag(args, 'max-codes-per-hour');
  if (max !== undefined) body.maxCodesPerHour = max;
  const form = oneFlag(args, 'form');
  if (form !== undefined) body.formId = form === 'none' ? null : form;
  const translations = args.flags.get('translation');
  if (translations) body.texts = Object.fromEntries(translations.map(parseTranslation));
  return body;
}

export const campaignCommands: AdminCommand[] = [
  {
    name: 'landing:create',
    usage:
      'landing:create <businessId> (<title> --gift NAME | --file PAGE.json) [--text TEXT] [--lang CODE] [--translation lang:title:text]... [--gift-description TEXT] [--gift-valid-days N] [--gift-image URL] [--image URL] [--from DATE] [--until DATE] [--legacy-id ID] [--country CODE]... [--max-codes-per-hour N] [--form ID] [--active true|false] [--json]',
    summary: 'Create a landing page that gives a gift to each phone number confirmed with a code.',
    async run({ args, client, print }) {
      const file = oneFlag(args, 'file');
      const [businessId, title] = args.positionals;
      if (!businessId) throw new UsageError('landing:create needs a business id');
      let body: LandingPageCreate;
      if (file) {
        body = readJsonFile(file, landingPageCreateSchema) as LandingPageCreate;
      } else {
        if (!title || args.positionals.length > 2)
          throw new UsageError('landing:create needs a title (or --file)');
        const flags = pageFlags(args);
        if (!flags.gift) throw new UsageError('landing:create needs --gift NAME');
        const lang = oneFlag(args, 'lang') ?? 'en';
        body = {
          ...flags,
          gift: flags.gift,
          texts: { [lang]: { title, text: oneFlag(args, 'text') ?? '' }, ...flags.texts },
        } as LandingPageCreate;
      }
      const page = await client.call(loyaltyApi.admin.landing.create, { params: { businessId }, body });
      const links = await pageLinks(client, businessId, page.id);
      print({ ...page, links }, () => `Created.\n${describePage(page, links)}`);
    },
  },
  {
    name: 'landing:list',
    usage: 'landing:list <businessId> [--json]',
    summary: "List a business's landing pages with codes sent, confirmed and gifts given.",
    async run({ args, client, print }) {
      const [businessId] = positionals(args, 1, 'landing:list needs exactly one business id');
      const list = await client.call(loyaltyApi.admin.landing.list, { params: { businessId: businessId! } });
      print(list, () =>
        formatTable(
          list.items.map((page) => ({
            id: page.id,
            legacyId: page.legacyId ?? '',
            title: Object.values(page.texts)[0]?.title ?? '',
            active: page.active,
            until: page.activeUntil ?? '',
            sent: page.codesSent,
            confirmed: page.codesVerified,
            gifts: page.claims,
          })),
          ['id', 'legacyId', 'title', 'active', 'until', 'sent', 'confirmed', 'gifts'],
        ),
      );
    },
  },
  {
    name: 'landing:update',
    usage:
      'landing:update <businessId> <landingPageId> [--file PATCH.json] [--translation lang:title:text]... [--gift NAME] [--gift-description TEXT] [--gift-valid-days N] [--gift-image URL] [--image URL|none] [--active true|false] [--from DATE|none] [--until DATE|none] [--legacy-id ID|none] [--country CODE]... [--max-codes-per-hour N] [--form ID|none] [--json]',
    summary: 'Change a landing page (texts given with --translation replace all its texts).',
    async run({ args, client, print }) {
      const [businessId, landingPageId] = positionals(
        args,
        2,
        'landing:update needs a business id and a landing page id',
      );
      const file = oneFlag(args, 'file');
      const body = file
        ? (readJsonFile(file, landingPageUpdateSchema) as LandingPageUpdate)
        : pageFlags(args);
      if (Object.keys(body).length === 0) throw new UsageError('landing:update needs at least one change');
      const page = await client.call(loyaltyApi.admin.landing.update, {
        params: { businessId: businessId!, landingPageId: landingPageId! },
        body,
      });
      const links = await pageLinks(client, businessId!, page.id);
      print({ ...page, links }, () => `Updated.\n${describePage(page, links)}`);
    },
  },
  {
    name: 'receipt:key',
    usage: 'receipt:key <businessId> [--revoke KEY_ID] [--json]',
    summary: "Create (rotate) the business's receipt signing key and print its secret once, or revoke a key.",
    async run({ args, client, print }) {
      const [businessId] = positionals(args, 1, 'receipt:key needs exactly one business id');
      const revoke = oneFlag(args, 'revoke');
      if (revoke) {
        const key = await client.call(loyaltyApi.admin.receipts.revokeKey, {
          params: { businessId: businessId!, keyId: revoke },
        });
        print(key, () => `Revoked key ${key.keyId}: codes it signed are refused from now on.`);
        return;
      }
      const key = await client.call(loyaltyApi.admin.receipts.createKey, {
        params: { businessId: businessId! },
      });
      print(key, () =>
        [
          `key id  ${key.keyId}`,
          `secret  ${key.secret}`,
          'Configure the till with both (docs/receipt-qr.md); the secret is not shown again. Earlier keys stay',
          'valid until revoked (receipt:key <businessId> --revoke KEY_ID).',
        ].join('\n'),
      );
    },
  },
  {
    name: 'receipt:keys',
    usage: 'receipt:keys <businessId> [--json]',
    summary: "List the business's receipt signing keys (without secrets).",
    async run({ args, client, print }) {
      const [businessId] = positionals(args, 1, 'receipt:keys needs exactly one business id');
      const list = await client.call(loyaltyApi.admin.receipts.keys, { params: { businessId: businessId! } });
      print(list, () => formatTable(list.items, ['keyId', 'createdAt', 'revokedAt']));
    },
  },
  {
    name: 'receipt:qr',
    usage: 'receipt:qr <businessId> <transactionId> <amount> [--png FILE] [--json]',
    summary:
      "Sign a receipt's QR code (amount like 12.50): print its text, its scanner link, and the code itself.",
    async run({ args, client, print }) {
      const [businessId, transactionId, amount] = positionals(
        args,
        3,
        'receipt:qr needs a business id, a transaction id and an amount',
      );
      const { code } = await client.call(loyaltyApi.admin.receipts.sign, {
        params: { businessId: businessId! },
        body: { transactionId: transactionId!, amount: parseAmount(amount!, 'the amount') },
      });
      const { hosts } = await client.call(loyaltyApi.admin.businesses.get, {
        params: { businessId: businessId! },
      });
      const links = hosts.map(
        (host) => `${portalOrigin(host)}/purchasescanner?code=${encodeURIComponent(code)}`,
      );
      const png = oneFlag(args, 'png');
      if (png) await QRCode.toFile(png, code, { errorCorrectionLevel: 'M', margin: 2, width: 480 });
      const text = await QRCode.toString(code, { type: 'utf8', errorCorrectionLevel: 'M', margin: 2 });
      print({ code, links, png: png ?? null }, () =>
        [
          `receipt ${transactionId} for ${formatAmount(parseAmount(amount!, 'the amount'))}`,
          `code    ${code}`,
          ...links.map((link) => `link    ${link}`),
          ...(png ? [`png     ${png}`] : []),
          text,
        ].join('\n'),
      );
    },
  },
];
