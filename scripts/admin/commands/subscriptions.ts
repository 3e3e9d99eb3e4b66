import {
  loyaltyApi,
  type AdminSubscriptionPlan,
  type SubscriptionPlanCreate,
  type SubscriptionPlanUpdate,
} from '@loyalty/contract';
import {
  UsageError,
  booleanFlag,
  enumFlag,
  formatAmount,
  oneFlag,
  parseAmount,
  positionals,
  type ParsedArgs,
} from '../args';
import { formatTable } from '../table';
import type { AdminCommand } from './types';

/** `lang:name:cardLabel:description`; the description may hold colons of its own. */
function parseTranslation(value: string): [string, { name: string; cardLabel: string; description: string }] {
  const [lang, name, cardLabel, ...rest] = value.split(':');
  if (!lang || !name || !cardLabel)
    throw new UsageError(`--translation expects lang:name:cardLabel:description, got "${value}"`);
  return [lang, { name, cardLabel, description: rest.join(':') }];
}

function translations(args: ParsedArgs) {
  const values = args.flags.get('translation');
  return values ? Object.fromEntries(values.map(parseTranslation)) : undefined;
}

function benefitFlags(args: ParsedArgs): SubscriptionPlanUpdate {
  const body: SubscriptionPlanUpdate = {};
  const points = oneFlag(args, 'points');
  if (points !== undefined) body.pointsPerPeriod = parseAmount(points, '--points');
  const gift = oneFlag(args, 'gift');
  if (gift !== undefined)
    body.gift = gift === 'none' ? null : { name: gift, description: oneFlag(args, 'gift-description') ?? '' };
  const active = booleanFlag(args, 'active');
  if (active !== undefined) body.active = active;
  const stripePrice = oneFlag(args, 'stripe-price');
  if (stripePrice !== undefined) body.stripePriceId = stripePrice === 'none' ? null : stripePrice;
  return body;
}

function describePlan(plan: AdminSubscriptionPlan): string {
  return [
    `plan ${plan.id}`,
    ...Object.entries(plan.texts).map(
      ([lang, text]) => `  ${lang.padEnd(6)} ${text.name} [${text.cardLabel}] ${text.description}`,
    ),
    `price       ${formatAmount(plan.price)} ${plan.currency} / ${plan.interval}`,
    `each period ${formatAmount(plan.pointsPerPeriod)} points${plan.gift ? ` + gift "${plan.gift.name}"` : ''}`,
    `active      ${plan.active}`,
    `stripe      ${plan.stripePriceId ?? '(price made at checkout)'}`,
  ].join('\n');
}

export const subscriptionCommands: AdminCommand[] = [
  {
    name: 'plan:create',
    usage:
      'plan:create <businessId> <name> --price AMOUNT --currency CODE --interval month|year --card-label TEXT [--description TEXT] [--lang CODE] [--translation lang:name:cardLabel:description]... [--points AMOUNT] [--gift NAME] [--gift-description TEXT] [--stripe-price price_…] [--active true|false] [--json]',
    summary: 'Create a paid membership plan (price, currency and interval are fixed from then on).',
    async run({ args, client, print }) {
      const [businessId, name] = positionals(args, 2, 'plan:create needs a business id and a plan name');
      const price = oneFlag(args, 'price');
      const currency = oneFlag(args, 'currency');
      const interval = enumFlag(args, 'interval', ['month', 'year'] as const);
      const cardLabel = oneFlag(args, 'card-label');
      if (!price || !currency || !interval || !cardLabel)
        throw new UsageError('plan:create needs --price, --currency, --interval and --card-label');
      const lang = oneFlag(args, 'lang') ?? 'en';
      const body: SubscriptionPlanCreate = {
        ...benefitFlags(args),
        texts: {
          [lang]: { name: name!, cardLabel, description: oneFlag(args, 'description') ?? '' },
          ...translations(args),
        },
        price: parseAmount(price, '--price'),
        currency,
        interval,
      };
      const plan = await client.call(loyaltyApi.admin.subscriptions.createPlan, {
        params: { businessId: businessId! },
        body,
      });
      print(plan, () => `Created.\n${describePlan(plan)}`);
    },
  },
  {
    name: 'plan:list',
    usage: 'plan:list <businessId> [--json]',
    summary: "List a business's membership plans, active or not.",
    async run({ args, client, print }) {
      const [businessId] = positionals(args, 1, 'plan:list needs exactly one business id');
      const list = await client.call(loyaltyApi.admin.subscriptions.plans, {
        params: { businessId: businessId! },
      });
      print(list, () =>
        formatTable(
          list.items.map((plan) => ({
            id: plan.id,
            name: Object.values(plan.texts)[0]?.name ?? '',
            price: `${formatAmount(plan.price)} ${plan.currency}`,
            interval: plan.interval,
            points: formatAmount(plan.pointsPerPeriod),
            gift: plan.gift?.name ?? '',
            active: plan.active,
          })),
          ['id', 'name', 'price', 'interval', 'points', 'gift', 'active'],
        ),
      );
    },
  },
  {
    name: 'plan:update',
    usage:
      'plan:update <businessId> <planId> [--translation lang:name:cardLabel:description]... [--points AMOUNT] [--gift NAME|none] [--gift-description TEXT] [--stripe-price price_…|none] [--active true|false] [--json]',
    summary: "Change a plan's texts (--translation replaces them all), benefits or active flag.",
    async run({ args, client, print }) {
      const [businessId, planId] = positionals(args, 2, 'plan:update needs a business id and a plan id');
      const texts = translations(args);
      const body: SubscriptionPlanUpdate = { ...benefitFlags(args), ...(texts ? { texts } : {}) };
      if (Object.keys(body).length === 0) throw new UsageError('plan:update needs something to change');
      const plan = await client.call(loyaltyApi.admin.subscriptions.updatePlan, {
        params: { businessId: businessId!, planId: planId! },
        body,
      });
      print(plan, () => `Updated.\n${describePlan(plan)}`);
    },
  },
  {
    name: 'subscription:list',
    usage: 'subscription:list <businessId> [--json]',
    summary: "List a business's member subscriptions, newest first.",
    async run({ args, client, print }) {
      const [businessId] = positionals(args, 1, 'subscription:list needs exactly one business id');
      const list = await client.call(loyaltyApi.admin.subscriptions.subscriptions, {
        params: { businessId: businessId! },
      });
      print(list, () =>
        formatTable(
          list.items.map((row) => ({
            id: row.id,
            member: row.memberId,
            status: row.cancelAtPeriodEnd && row.status !== 'cancelled' ? `${row.status} (ends)` : row.status,
            periodEnd: row.currentPeriodEnd ?? '',
            paid: row.periodsPaid,
            provider: row.provider,
          })),
          ['id', 'member', 'status', 'periodEnd', 'paid', 'provider'],
        ),
      );
    },
  },
  {
    name: 'subscription:test-renew',
    usage: 'subscription:test-renew <businessId> <subscriptionId> [--fail] [--json]',
    summary:
      'Test mode only: renew a subscription now (next period paid, or with --fail its payment declined).',
    async run({ args, client, print }) {
      const [businessId, subscriptionId] = positionals(
        args,
        2,
        'subscription:test-renew needs a business id and a subscription id',
      );
      const outcome = args.flags.has('fail') ? 'failed' : 'paid';
      const row = await client.call(loyaltyApi.admin.subscriptions.testRenew, {
        params: { businessId: businessId!, subscriptionId: subscriptionId! },
        body: { outcome },
      });
      print(
        row,
        () =>
          `Renewed (${outcome}): ${row.status}, ${row.periodsPaid} periods paid, until ${row.currentPeriodEnd ?? '—'}`,
      );
    },
  },
];
