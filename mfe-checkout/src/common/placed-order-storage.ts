import type { PlacedOrder } from '@troo/shared/contract';

// The spec keeps the placed order for the receipt in session storage ('OrderDetails'), and the
// reference of a payment under way, so a return from the provider finds what it paid for.

const ORDER_DETAILS_KEY = 'OrderDetails';
const PENDING_REFERENCE_KEY = 'paymentReference';

function read(key: string): string | null {
  try {
    return sessionStorage.getItem(key);
  } catch {
    return null;
  }
}

function write(key: string, value: string | null): void {
  try {
    if (value === null) sessionStorage.removeItem(key);
    else sessionStorage.setItem(key, value);
  } catch {
    // No storage: the receipt reads the order from the server by its reference instead.
  }
}

export function storedOrder(): PlacedOrder | null {
  const raw = read(ORDER_DETAILS_KEY);
  if (!raw) return null;
  try {
    return JSON.parse(raw) as PlacedOrder;
  } catch {
    return null;
  }
}

export const storeOrder = (order: PlacedOrder) => write(ORDER_DETAILS_KEY, JSON.stringify(order));
export const pendingReference = () => read(PENDING_REFERENCE_KEY);
export const storePendingReference = (reference: string | null) => write(PENDING_REFERENCE_KEY, reference);
