import { serviceFeeKobo } from '../checkout/pricing.js';

// What an order's food costs on top of itself once comps and discounts have lowered it. One function,
// so that the taxes of issue 48 (VAT, consumption tax) join the service fee here, in one place.

export interface ChargesOnFood {
  serviceFeeKobo: number;
}

/** The charges of `foodKobo` of food at the business's rates: today the service fee. */
export function chargesOnFood(foodKobo: number, business: { serviceFeeBasisPoints: number }): ChargesOnFood {
  return { serviceFeeKobo: serviceFeeKobo(foodKobo, business.serviceFeeBasisPoints) };
}

/** The charges' sum, added to the food in an order's total. */
export const chargesKobo = (charges: ChargesOnFood) => charges.serviceFeeKobo;
