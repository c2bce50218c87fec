import type { CheckoutBasket } from '../contract';
import type { OrderingMode } from '../routes/paths';
import type { BasketState } from '../store/slices/basket';
import type { BusinessState } from '../store/slices/business';
import { storedOrderType, storedQrType } from './order-type';

/**
 * The basket as checkout's calls take it: item and modifier ids and quantities, never prices (the
 * server prices them from the menu). Null when it cannot be priced: no items, no outlet, or online
 * ordering with neither Pickup nor Delivery chosen.
 */
export function checkoutBasket(basket: BasketState, business: BusinessState, mode: OrderingMode): CheckoutBasket | null {
  const branchId = business.branchID ?? business.details?.default_branch_id ?? null;
  if (basket.items.length === 0 || !business.businessIdentifier || !branchId) return null;
  const orderType = mode === 'orderandpay' ? storedQrType() : storedOrderType();
  if (!orderType) return null;
  return {
    business_identifier: business.businessIdentifier,
    branch_id: branchId,
    product: mode === 'orderandpay' ? 'OrderAndPay' : 'OnlineOrdering',
    order_type: orderType,
    items: basket.items.map((item) => ({
      menu_item_id: item.menuItem._id || item.id,
      quantity: item.quantity,
      modifier_ids: item.selectedOptions.flatMap((option) => (option.id ? [option.id] : [])),
      complimentary: item.complimentary,
      special_instructions: item.specialInstructions.slice(0, 256),
    })),
  };
}
