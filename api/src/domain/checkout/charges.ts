import { koboToNaira } from '@troo/shared/contract';

// What an order costs beyond its food: the service fee, VAT and the state's consumption tax, and the
// amount due — one function, in integer kobo, for pricing, checkout, the order and any recomputation
// (a comp or discount recomputes through it with the rates the order recorded).
//
// The rule (docs/payments-and-email.md, "Taxes"):
// - Each charge is computed once on the whole order (never per line) and rounded half-up to the kobo.
// - The service fee is a share of the food. VAT and consumption tax are charged on food + service fee
//   (in Nigeria VAT applies to the service charge; Lagos's consumption tax is levied on the whole bill
//   of goods and services). The delivery fee and the tip are not taxed here.
// - Exclusive: each tax is base × rate, added to the amount due.
// - Inclusive (menu prices already hold the taxes): the tax inside the base is extracted,
//   base × rate / (1 + VAT rate + consumption rate), shown as "included" and NOT added.

/** An outlet's taxes as a checkout records them: rates in basis points (750 = 7.5 %), 0 = not charged. */
export interface TaxRates {
  vatBasisPoints: number;
  consumptionTaxBasisPoints: number;
  /** Menu prices include the taxes (true) or the taxes are added on top (false). */
  taxesIncluded: boolean;
}

export interface ChargesInput extends TaxRates {
  foodKobo: number;
  serviceFeeBasisPoints: number;
  /** Not taxed; added to the amount due as it is. */
  deliveryFeeKobo?: number;
}

export interface Charges {
  serviceFeeKobo: number;
  vatKobo: number;
  consumptionTaxKobo: number;
  /** Food + service fee + delivery fee, + the taxes when they are added on top. The tip comes on top of this. */
  dueKobo: number;
}

/** The taxes of a priced basket or an order as the screens show them: amounts in naira, rates in percent. */
export function taxesView(charged: TaxRates & { vatKobo: number; consumptionTaxKobo: number }) {
  return {
    vat: koboToNaira(charged.vatKobo),
    vat_percent: charged.vatBasisPoints / 100,
    consumption_tax: koboToNaira(charged.consumptionTaxKobo),
    consumption_tax_percent: charged.consumptionTaxBasisPoints / 100,
    taxes_included: charged.taxesIncluded,
  };
}

const BASIS = 10_000n;

/** numerator / denominator rounded half-up, for non-negative integers (exact, in BigInt). */
export function divideHalfUp(numerator: number, denominator: bigint): number {
  const n = BigInt(numerator);
  return Number((2n * n + denominator) / (2n * denominator));
}

const share = (amountKobo: number, basisPoints: number, per: bigint) => divideHalfUp(amountKobo * basisPoints, per);

export function checkoutCharges(input: ChargesInput): Charges {
  const { foodKobo, serviceFeeBasisPoints, vatBasisPoints, consumptionTaxBasisPoints, taxesIncluded } = input;
  const deliveryFeeKobo = input.deliveryFeeKobo ?? 0;
  const serviceFeeKobo = share(foodKobo, serviceFeeBasisPoints, BASIS);
  const taxedKobo = foodKobo + serviceFeeKobo;
  // Inclusive: the base is 100 % + the rates of what it already holds.
  const per = taxesIncluded ? BASIS + BigInt(vatBasisPoints) + BigInt(consumptionTaxBasisPoints) : BASIS;
  const vatKobo = share(taxedKobo, vatBasisPoints, per);
  const consumptionTaxKobo = share(taxedKobo, consumptionTaxBasisPoints, per);
  const addedKobo = taxesIncluded ? 0 : vatKobo + consumptionTaxKobo;
  return { serviceFeeKobo, vatKobo, consumptionTaxKobo, dueKobo: taxedKobo + deliveryFeeKobo + addedKobo };
}

/** No taxes: what an order made before taxes existed recorded. */
export const NO_TAXES: TaxRates = { vatBasisPoints: 0, consumptionTaxBasisPoints: 0, taxesIncluded: true };

/** An outlet's settings as the rates a checkout charges: a tax switched off charges 0. */
export function outletTaxRates(branch: {
  vatEnabled: boolean;
  vatBasisPoints: number;
  consumptionTaxEnabled: boolean;
  consumptionTaxBasisPoints: number;
  taxesIncluded: boolean;
}): TaxRates {
  return {
    vatBasisPoints: branch.vatEnabled ? branch.vatBasisPoints : 0,
    consumptionTaxBasisPoints: branch.consumptionTaxEnabled ? branch.consumptionTaxBasisPoints : 0,
    taxesIncluded: branch.taxesIncluded,
  };
}

/**
 * An order's charges recomputed for a new food amount (a comp or discount), with the rates the order
 * recorded when it was priced, never today's. An order made before the fee rate was recorded
 * (service_fee_basis_points null) keeps its fee in proportion to its food.
 */
export function rechargedOrder(
  order: TaxRates & { subtotalKobo: number; serviceFeeKobo: number; serviceFeeBasisPoints: number | null; deliveryFeeKobo: number },
  foodKobo: number,
): Charges {
  const { deliveryFeeKobo } = order;
  if (order.serviceFeeBasisPoints !== null) {
    return checkoutCharges({ ...order, foodKobo, serviceFeeBasisPoints: order.serviceFeeBasisPoints, deliveryFeeKobo });
  }
  const serviceFeeKobo = order.subtotalKobo > 0 ? divideHalfUp(order.serviceFeeKobo * foodKobo, BigInt(order.subtotalKobo)) : 0;
  // The taxes on food + that fee, as checkoutCharges computes them on a base with no fee of its own.
  const taxed = checkoutCharges({ ...order, foodKobo: foodKobo + serviceFeeKobo, serviceFeeBasisPoints: 0, deliveryFeeKobo });
  return { ...taxed, serviceFeeKobo };
}
