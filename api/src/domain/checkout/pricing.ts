import { eq, inArray } from 'drizzle-orm';
import {
  ITEM_UNAVAILABLE,
  OPTION_SOLD_OUT,
  OPTION_UNAVAILABLE,
  choiceRuleProblem,
  orderingClosedMessage,
  ruleCannotBeMet,
  type CheckoutBasket,
  type CheckoutLine,
  koboToNaira,
} from '@troo/shared/contract';
import type { Database } from '../../db/client.js';
import type { Scope } from '../../data/scope.js';
import { menuItems, menuModifierGroups, menuModifiers, type branches, type businesses, type PricedLine } from '../../db/schema.js';
import { BadRequest, Conflict } from '../../errors.js';
import { customerOutlet } from '../customer-menu.js';
import { checkoutCharges, outletTaxRates, taxesView } from './charges.js';
import { orderingState } from '../ordering-state.js';

// A basket priced from the menu as it is now: the browser's prices are never read (it sends none).

export { ITEM_UNAVAILABLE, OPTION_SOLD_OUT, OPTION_UNAVAILABLE };
export const ORDER_TYPE_INVALID = 'Choose how you will get your order.';
export const DELIVERY_UNAVAILABLE = 'This outlet does not deliver. Please choose Pickup.';

const ORDER_TYPES_OF: Record<CheckoutBasket['product'], readonly CheckoutBasket['order_type'][]> = {
  OrderAndPay: ['table', 'room'],
  OnlineOrdering: ['pickup', 'delivery'],
};

type BusinessRow = typeof businesses.$inferSelect;
type BranchRow = typeof branches.$inferSelect;

/**
 * The diner's basket: the outlet their link names, taking orders now, in a way it offers; with the
 * scope of that business, which the order is written through.
 */
export async function priceBasket(db: Database, basket: CheckoutBasket) {
  const { business, branch, scope } = await customerOutlet(db, basket.business_identifier, basket.branch_id);
  const state = orderingState(branch);
  if (!state.accepting) throw new Conflict(orderingClosedMessage(business.name, state.reason));
  if (!ORDER_TYPES_OF[basket.product].includes(basket.order_type)) throw new BadRequest(ORDER_TYPE_INVALID);
  if (basket.order_type === 'delivery' && !branch.deliveryEnabled) throw new BadRequest(DELIVERY_UNAVAILABLE);
  return { ...(await priceLines(scope, { business, branch }, basket.order_type, basket.items)), scope };
}

/**
 * The lines priced at an outlet already found (a diner's link, or a signed-in member of staff's scope):
 * the menu as it is now, sold-out items and options refused, every option rule held, the service fee
 * at the business's rate. One path for every order, however it is taken.
 */
export async function priceLines(
  scope: Scope,
  { business, branch }: { business: BusinessRow; branch: BranchRow },
  orderType: CheckoutBasket['order_type'],
  basketItems: readonly CheckoutLine[],
) {
  const itemIds = [...new Set(basketItems.map((line) => line.menu_item_id))];
  const items = await scope.db
    .select()
    .from(menuItems)
    .where(scope.owned(menuItems, eq(menuItems.branchId, branch.id), eq(menuItems.isFrozen, false), inArray(menuItems.id, itemIds)));
  const itemById = new Map(items.map((item) => [item.id, item]));
  if (itemById.size !== itemIds.length) throw new BadRequest(ITEM_UNAVAILABLE);

  const choices = await scope.db
    .select({ modifier: menuModifiers, itemId: menuModifierGroups.itemId, complimentary: menuModifierGroups.isComplimentary })
    .from(menuModifiers)
    .innerJoin(menuModifierGroups, eq(menuModifierGroups.id, menuModifiers.modifierGroupId))
    .where(scope.owned(menuModifierGroups, inArray(menuModifierGroups.itemId, itemIds)));

  // Every paid group with a rule, options or none: a required group left without options is unmet too.
  const ruledGroups = await scope.db
    .select()
    .from(menuModifierGroups)
    .where(scope.owned(menuModifierGroups, eq(menuModifierGroups.isComplimentary, false), inArray(menuModifierGroups.itemId, itemIds)));

  const lines: PricedLine[] = basketItems.map((line) => {
    const item = itemById.get(line.menu_item_id)!;
    const ofItem = choices.filter((choice) => choice.itemId === item.id);
    const ids = [...new Set(line.modifier_ids)];
    const chosen = ids.map((modifierId) => {
      const choice = ofItem.find((c) => c.modifier.id === modifierId && !c.complimentary);
      if (!choice) throw new BadRequest(OPTION_UNAVAILABLE);
      if (choice.modifier.isSoldOut) throw new BadRequest(OPTION_SOLD_OUT);
      return choice.modifier;
    });
    for (const group of ruledGroups.filter((g) => g.itemId === item.id)) {
      const rule = { min_choices: group.minChoices, max_choices: group.maxChoices };
      const onSale = ofItem.filter((c) => c.modifier.modifierGroupId === group.id && !c.modifier.isSoldOut).length;
      // A required group whose options have all run out: the dish itself cannot be had tonight.
      if (ruleCannotBeMet(rule, onSale)) throw new BadRequest(ITEM_UNAVAILABLE);
      const problem = choiceRuleProblem(group.name, rule, chosen.filter((m) => m.modifierGroupId === group.id).length);
      if (problem) throw new BadRequest(problem);
    }
    const options = chosen.map((modifier) => ({ id: modifier.id, name: modifier.name, priceKobo: modifier.priceKobo }));
    const complimentary = line.complimentary?.trim() || null;
    if (complimentary) {
      const free = ofItem.find((c) => c.complimentary && c.modifier.name.toLowerCase() === complimentary.toLowerCase());
      if (!free) throw new BadRequest(OPTION_UNAVAILABLE);
      if (free.modifier.isSoldOut) throw new BadRequest(OPTION_SOLD_OUT);
    }
    const unit = item.priceKobo + options.reduce((sum, option) => sum + option.priceKobo, 0);
    return {
      itemId: item.id,
      name: item.name,
      unitPriceKobo: item.priceKobo,
      quantity: line.quantity,
      options,
      complimentary,
      specialInstructions: line.special_instructions.trim(),
      totalKobo: unit * line.quantity,
    };
  });

  const subtotalKobo = lines.reduce((sum, line) => sum + line.totalKobo, 0);
  const deliveryFeeKobo = orderType === 'delivery' ? branch.deliveryFeeKobo : 0;
  const rates = outletTaxRates(branch);
  const serviceFeeBasisPoints = business.serviceFeeBasisPoints;
  const charges = checkoutCharges({ foodKobo: subtotalKobo, serviceFeeBasisPoints, deliveryFeeKobo, ...rates });
  return { business, branch, lines, subtotalKobo, deliveryFeeKobo, serviceFeeBasisPoints, ...rates, ...charges };
}

export type PricedBasket = Awaited<ReturnType<typeof priceLines>>;

/**
 * The spec's calculateTotalAmount answer; `pay_at_end` only where the outlet lets a dine-in order be
 * left open (the answer is otherwise exactly as before).
 */
export function totalsView(priced: PricedBasket, orderType: CheckoutBasket['order_type']) {
  const payAtEnd = priced.branch.dinerPayLater && (orderType === 'table' || orderType === 'room');
  return {
    total: koboToNaira(priced.subtotalKobo),
    tax: koboToNaira(priced.serviceFeeKobo),
    delivery_fee: koboToNaira(priced.deliveryFeeKobo),
    balance_due: koboToNaira(priced.dueKobo),
    ...taxesView(priced),
    ...(payAtEnd ? { pay_at_end: true } : {}),
  };
}
