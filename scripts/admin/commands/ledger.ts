import {
  loyaltyApi,
  ledgerTypeSchema,
  shopSchema,
  type AdminGift,
  type AdminShopItem,
  type GiftGrant,
  type PointsAdjust,
  type PurchaseRecord,
  type ShopItemCreate,
  type ShopItemUpdate,
} from '@loyalty/contract';
import {
  UsageError,
  booleanFlag,
  dateFlag,
  enumFlag,
  formatAmount,
  intFlag,
  oneFlag,
  parseAmount,
  positionals,
} from '../args';
import { formatTable } from '../table';
import type { AdminCommand, CommandContext } from './types';

/** `NAME:QUANTITY:UNIT_PRICE`, e.g. `Latte:2:4.50`. */
function parseItem(text: string): PurchaseRecord['items'] extends (infer I)[] | undefined ? I : never {
  const parts = text.split(':');
  const [unit, quantity] = [parts.pop(), parts.pop()];
  const name = parts.join(':');
  if (!name || !quantity || !/^\d+$/.test(quantity) || unit === undefined) {
    throw new UsageError(`--item must be NAME:QUANTITY:UNIT_PRICE, e.g. Latte:2:4.50 (got "${text}")`);
  }
  return { name, quantity: Number(quantity), unitPrice: parseAmount(unit, '--item unit price') };
}

const itemColumns = [
  'id',
  'shop',
  'name',
  'price',
  'priceType',
  'stock',
  'isActive',
  'activeFrom',
  'activeUntil',
];
const itemRow = (item: AdminShopItem) => ({
  ...item,
  price: formatAmount(item.price),
  stock: item.stock ?? 'unlimited',
});
const giftColumns = ['id', 'name', 'source', 'status', 'redeemCode', 'expiresAt', 'redeemedAt'];

async function adjustCommand(
  { client, print }: CommandContext,
  businessId: string,
  member: string,
  body: PointsAdjust,
) {
  const result = await client.call(loyaltyApi.admin.ledger.adjust, {
    params: { businessId, memberRef: member },
    body,
  });
  print(result, () =>
    [
      `${result.replayed ? 'Already done (same key): ' : ''}${body.amount > 0 ? 'Added' : 'Took'} ${formatAmount(Math.abs(body.amount))} ${body.type}.`,
      `balances: points ${formatAmount(result.balances.point)}, credit ${formatAmount(result.balances.credit)}`,
    ].join('\n'),
  );
}

function shopItemCreateCommand(name: string): AdminCommand {
  return {
    name,
    usage: `${name} <businessId> <points|reward> <name> <price> [--price-type point|credit] [--stock N] [--description TEXT] [--image URL] [--active true|false] [--from DATE] [--until DATE] [--gift-valid-days N] [--json]`,
    summary:
      'Add an item to the points shop or reward shop (price in points by default in the points shop, else credit).',
    async run({ args, client, print }) {
      const [businessId, shop, itemName, price] = positionals(
        args,
        4,
        `${name} needs a business id, a shop (points or reward), a name and a price`,
      );
      const parsedShop = shopSchema.safeParse(shop);
      if (!parsedShop.success) throw new UsageError('the shop must be points or reward');
      const body: ShopItemCreate = {
        shop: parsedShop.data,
        name: itemName!,
        price: parseAmount(price!, 'the price'),
        priceType:
          enumFlag(args, 'price-type', ledgerTypeSchema.options) ??
          (parsedShop.data === 'points' ? 'point' : 'credit'),
        stock: intFlag(args, 'stock') ?? null,
        description: oneFlag(args, 'description') ?? '',
        imageUrl: oneFlag(args, 'image') ?? null,
        isActive: booleanFlag(args, 'active') ?? true,
        activeFrom: dateFlag(args, 'from') ?? null,
        activeUntil: dateFlag(args, 'until') ?? null,
        giftValidDays: intFlag(args, 'gift-valid-days') ?? null,
      };
      const item = await client.call(loyaltyApi.admin.shop.create, {
        params: { businessId: businessId! },
        body,
      });
      print(item, () => `Created ${item.name} (${item.id}).\n${formatTable([itemRow(item)], itemColumns)}`);
    },
  };
}

function shopItemListCommand(name: string): AdminCommand {
  return {
    name,
    usage: `${name} <businessId> [--shop points|reward] [--json]`,
    summary: "List a business's shop items, also inactive ones.",
    async run({ args, client, print }) {
      const [businessId] = positionals(args, 1, `${name} needs exactly one business id`);
      const shop = enumFlag(args, 'shop', shopSchema.options);
      const list = await client.call(loyaltyApi.admin.shop.list, {
        params: { businessId: businessId! },
        query: { shop },
      });
      print(list, () => formatTable(list.items.map(itemRow), itemColumns));
    },
  };
}

export const ledgerCommands: AdminCommand[] = [
  {
    name: 'purchase:record',
    usage:
      'purchase:record <businessId> <member> <amount> [--item NAME:QTY:UNIT_PRICE]... [--location ID] [--external-id ID] [--json]',
    summary: "Record a member's purchase (amount like 12.50); it earns points by the earning rate.",
    async run({ args, client, print }) {
      const [businessId, member, amount] = positionals(
        args,
        3,
        'purchase:record needs a business id, a member (id, e-mail or phone) and an amount',
      );
      const body: PurchaseRecord = {
        member: member!,
        amount: parseAmount(amount!, 'the amount'),
        items: (args.flags.get('item') ?? []).map(parseItem),
        locationId: oneFlag(args, 'location') ?? null,
        externalId: oneFlag(args, 'external-id') ?? null,
      };
      const result = await client.call(loyaltyApi.admin.purchases.record, {
        params: { businessId: businessId! },
        body,
      });
      print(result, () =>
        [
          `${result.replayed ? 'Already recorded' : 'Recorded'} purchase ${result.purchase.id}: ${formatAmount(result.purchase.amount)}, earned ${formatAmount(result.purchase.pointsEarned)} points.`,
          `balances: points ${formatAmount(result.balances.point)}, credit ${formatAmount(result.balances.credit)}`,
        ].join('\n'),
      );
    },
  },
  {
    name: 'points:adjust',
    usage: 'points:adjust <businessId> <member> <credit|point> <amount> [--note TEXT] [--key KEY] [--json]',
    summary: 'Add (+) or take (-) points or credit, never below zero; --key makes a retry safe.',
    async run(ctx) {
      const [businessId, member, type, amount] = positionals(
        ctx.args,
        4,
        'points:adjust needs a business id, a member, a type (credit or point) and a signed amount',
      );
      const parsedType = ledgerTypeSchema.safeParse(type);
      if (!parsedType.success) throw new UsageError('the type must be credit or point');
      const hundredths = parseAmount(amount!, 'the amount', true);
      if (hundredths === 0) throw new UsageError('the amount must not be zero');
      await adjustCommand(ctx, businessId!, member!, {
        type: parsedType.data,
        amount: hundredths,
        note: oneFlag(ctx.args, 'note') ?? null,
        idempotencyKey: oneFlag(ctx.args, 'key') ?? null,
      });
    },
  },
  {
    name: 'points:award',
    usage: 'points:award <businessId> <member> <points> [--note TEXT] [--key KEY] [--json]',
    summary: 'Give a member points (points:adjust with type point and a positive amount).',
    async run(ctx) {
      const [businessId, member, amount] = positionals(
        ctx.args,
        3,
        'points:award needs a business id, a member and an amount',
      );
      const hundredths = parseAmount(amount!, 'the amount');
      if (hundredths === 0) throw new UsageError('the amount must not be zero');
      await adjustCommand(ctx, businessId!, member!, {
        type: 'point',
        amount: hundredths,
        note: oneFlag(ctx.args, 'note') ?? null,
        idempotencyKey: oneFlag(ctx.args, 'key') ?? null,
      });
    },
  },
  {
    name: 'points:expire',
    usage: 'points:expire <businessId> [--json]',
    summary: 'Run points expiry now (the API also runs it periodically).',
    async run({ args, client, print }) {
      const [businessId] = positionals(args, 1, 'points:expire needs exactly one business id');
      const result = await client.call(loyaltyApi.admin.ledger.expire, {
        params: { businessId: businessId! },
      });
      print(result, () => `Expired ${formatAmount(result.expired)} points of ${result.members} member(s).`);
    },
  },
  shopItemCreateCommand('shop:item-create'),
  shopItemCreateCommand('shop:add'),
  shopItemListCommand('shop:item-list'),
  shopItemListCommand('shop:list'),
  {
    name: 'shop:item-update',
    usage:
      'shop:item-update <businessId> <itemId> [--price P] [--stock N|unlimited] [--active true|false] [--from DATE|none] [--until DATE|none] [--name TEXT] [--description TEXT] [--json]',
    summary: 'Change a shop item: price, stock, active flag, window.',
    async run({ args, client, print }) {
      const [businessId, itemId] = positionals(
        args,
        2,
        'shop:item-update needs a business id and an item id',
      );
      const price = oneFlag(args, 'price');
      const stock = oneFlag(args, 'stock');
      if (stock !== undefined && stock !== 'unlimited' && !/^\d+$/.test(stock)) {
        throw new UsageError('--stock must be a whole number or unlimited');
      }
      const body: ShopItemUpdate = Object.fromEntries(
        Object.entries({
          price: price === undefined ? undefined : parseAmount(price, '--price'),
          stock: stock === undefined ? undefined : stock === 'unlimited' ? null : Number(stock),
          isActive: booleanFlag(args, 'active'),
          activeFrom: dateFlag(args, 'from'),
          activeUntil: dateFlag(args, 'until'),
          name: oneFlag(args, 'name'),
          description: oneFlag(args, 'description'),
        }).filter(([, value]) => value !== undefined),
      );
      if (Object.keys(body).length === 0) throw new UsageError('shop:item-update needs at least one change');
      const item = await client.call(loyaltyApi.admin.shop.update, {
        params: { businessId: businessId!, itemId: itemId! },
        body,
      });
      print(item, () => `Updated ${item.name}.\n${formatTable([itemRow(item)], itemColumns)}`);
    },
  },
  {
    name: 'gift:redeem',
    usage: 'gift:redeem <businessId> <redeemCode> [--json]',
    summary: 'Mark a gift used at the till, by the code the member shows.',
    async run({ args, client, print }) {
      const [businessId, code] = positionals(args, 2, 'gift:redeem needs a business id and a redeem code');
      const gift = await client.call(loyaltyApi.admin.gifts.redeem, {
        params: { businessId: businessId! },
        body: { redeemCode: code! },
      });
      print(gift, () => `Redeemed "${gift.name}" of member ${gift.memberId}.`);
    },
  },
  {
    name: 'gift:grant',
    usage: 'gift:grant <businessId> <member> <name> [--description TEXT] [--valid-days N] [--json]',
    summary: 'Give a member a gift with a fresh redeem code.',
    async run({ args, client, print }) {
      const [businessId, member, name] = positionals(
        args,
        3,
        'gift:grant needs a business id, a member and a name',
      );
      const body: GiftGrant = {
        name: name!,
        description: oneFlag(args, 'description') ?? '',
        validDays: intFlag(args, 'valid-days') ?? null,
      };
      const gift: AdminGift = await client.call(loyaltyApi.admin.gifts.grant, {
        params: { businessId: businessId!, memberRef: member! },
        body,
      });
      print(gift, () => `Granted "${gift.name}", redeem code ${gift.redeemCode}.`);
    },
  },
  {
    name: 'gift:list',
    usage: 'gift:list <businessId> <member> [--json]',
    summary: "List a member's gifts with their status.",
    async run({ args, client, print }) {
      const [businessId, member] = positionals(args, 2, 'gift:list needs a business id and a member');
      const list = await client.call(loyaltyApi.admin.gifts.list, {
        params: { businessId: businessId!, memberRef: member! },
      });
      print(list, () => formatTable(list.gifts, giftColumns));
    },
  },
];
