import { koboOf } from '../contract/money';
import { emptyBasket, isSendableLine, type BasketLine, type BasketOption, type BasketState } from './slices/basket';

// Persisted version 2: the basket moved from naira floats (items, totalPrice, tip…) to integer kobo
// (lines, unitKobo, tipKobo…), and an option's modifier id became required.

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const text = (value: unknown) => (typeof value === 'string' ? value : '');
const nairaAsKobo = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) && value >= 0 ? koboOf(value) : null);

/** An option of a version-1 line, or null when it has no id or no price (the line cannot be priced). */
function optionOf(value: unknown): BasketOption | null {
  if (!isRecord(value) || typeof value.id !== 'string' || value.id === '') return null;
  const priceKobo = nairaAsKobo(value.price);
  return priceKobo === null ? null : { id: value.id, name: text(value.name), priceKobo };
}

/** A version-1 line in kobo, or null when it cannot be priced safely (it is dropped). */
function lineOf(value: unknown): BasketLine | null {
  if (!isRecord(value) || !isRecord(value.menuItem) || !Array.isArray(value.selectedOptions)) return null;
  const options = value.selectedOptions.map(optionOf);
  const itemKobo = nairaAsKobo(value.menuItem.menu_item_price);
  if (itemKobo === null || options.some((option) => option === null)) return null;
  const kept = options as BasketOption[];
  const line: BasketLine = {
    itemId: text(value.menuItem._id) || text(value.id),
    name: text(value.name),
    image: typeof value.menuItem.menu_item_image === 'string' ? value.menuItem.menu_item_image : null,
    quantity: typeof value.quantity === 'number' ? value.quantity : 0,
    options: kept,
    complimentary: typeof value.complimentary === 'string' ? value.complimentary : null,
    unitKobo: kept.reduce((sum, option) => sum + option.priceKobo, itemKobo),
    tableNumber: text(value.tableNumber),
    specialInstructions: text(value.specialInstructions),
  };
  return isSendableLine(line) ? line : null;
}

/** A stored version-1 basket as version 2: lines in kobo (unpriceable ones dropped), tip and fee in kobo. */
export function basketInKobo(stored: unknown): BasketState {
  if (!isRecord(stored)) return emptyBasket;
  const lines = Array.isArray(stored.items) ? stored.items.map(lineOf).filter((line): line is BasketLine => line !== null) : [];
  return {
    lines,
    customerName: text(stored.customerName),
    customerPhone: text(stored.customerPhone),
    customerEmail: text(stored.customerEmail),
    streetAddress: text(stored.streetAddress),
    customerTown: text(stored.customerTown),
    deliveryDate: text(stored.deliveryDate),
    deliveryTime: text(stored.deliveryTime),
    customerTableNumber: text(stored.customerTableNumber),
    selectedLocation: typeof stored.selectedLocation === 'string' ? stored.selectedLocation : null,
    tipKobo: nairaAsKobo(stored.tip) ?? 0,
    deliveryFeeKobo: nairaAsKobo(stored.deliveryFee) ?? 0,
  };
}
