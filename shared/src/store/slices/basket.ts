import { defineSlice } from '../define-slice';

export interface SelectedOption {
  name: string;
  price: number;
}

export interface BasketMenuItem {
  _id: string;
  menu_item_name: string;
  menu_item_price: number;
  menu_item_image: string | null;
}

export interface BasketItem {
  id: string;
  name: string;
  quantity: number;
  menuItem: BasketMenuItem;
  selectedOptions: SelectedOption[];
  complimentary: string | null;
  /** quantity × (item price + options); the server recomputes it before anyone pays. */
  totalPrice: number;
  tableNumber: string;
  specialInstructions: string;
}

export interface BasketState {
  items: BasketItem[];
  totalPrice: number;
  totalQuantity: number;
  customerName: string;
  customerPhone: string;
  customerEmail: string;
  streetAddress: string;
  customerTown: string;
  deliveryDate: string;
  deliveryTime: string;
  customerTableNumber: string;
  tip: number;
  deliveryFee: number;
  selectedLocation: string | null;
}

export const emptyBasket: BasketState = {
  items: [],
  totalPrice: 0,
  totalQuantity: 0,
  customerName: '',
  customerPhone: '',
  customerEmail: '',
  streetAddress: '',
  customerTown: '',
  deliveryDate: '',
  deliveryTime: '',
  customerTableNumber: '',
  tip: 0,
  deliveryFee: 0,
  selectedLocation: null,
};

const money = (n: number) => Math.round(n * 100) / 100;

const sameOptions = (a: SelectedOption[], b: SelectedOption[]) =>
  a.length === b.length && a.every((opt, i) => opt.name === b[i]!.name && opt.price === b[i]!.price);

/** Two lines are the same when the item and its options are equal. */
const sameLine = (a: Pick<BasketItem, 'id' | 'selectedOptions'>, b: Pick<BasketItem, 'id' | 'selectedOptions'>) =>
  a.id === b.id && sameOptions(a.selectedOptions, b.selectedOptions);

function withTotals(state: BasketState, items: BasketItem[]): BasketState {
  return {
    ...state,
    items,
    totalQuantity: items.reduce((sum, item) => sum + item.quantity, 0),
    totalPrice: money(items.reduce((sum, item) => sum + item.totalPrice, 0)),
  };
}

export const basketSlice = defineSlice('basket', emptyBasket, {
  addItem: (state, item: BasketItem) => {
    const existing = state.items.find((line) => sameLine(line, item));
    const items = existing
      ? state.items.map((line) =>
          line === existing
            ? { ...line, quantity: line.quantity + item.quantity, totalPrice: money(line.totalPrice + item.totalPrice) }
            : line,
        )
      : [...state.items, { ...item, tableNumber: item.tableNumber || '1' }];
    return withTotals(state, items);
  },
  removeItem: (state, line: Pick<BasketItem, 'id' | 'selectedOptions'>) =>
    withTotals(
      state,
      state.items.filter((item) => !sameLine(item, line)),
    ),
  updateQuantity: (state, change: Pick<BasketItem, 'id' | 'selectedOptions' | 'quantity'>) => {
    if (change.quantity <= 0)
      return withTotals(
        state,
        state.items.filter((item) => !sameLine(item, change)),
      );
    return withTotals(
      state,
      state.items.map((item) =>
        sameLine(item, change)
          ? { ...item, quantity: change.quantity, totalPrice: money((item.totalPrice / item.quantity) * change.quantity) }
          : item,
      ),
    );
  },
  replaceItem: (state, change: { previous: Pick<BasketItem, 'id' | 'selectedOptions'>; next: BasketItem }) =>
    withTotals(state, [...state.items.filter((item) => !sameLine(item, change.previous)), change.next]),
  setTip: (state, tip: number) => ({ ...state, tip: Number.isFinite(tip) && tip > 0 ? money(tip) : 0 }),
  setDeliveryFee: (state, deliveryFee: number) => ({ ...state, deliveryFee }),
  setCustomer: (
    state,
    customer: Partial<
      Pick<
        BasketState,
        | 'customerName'
        | 'customerPhone'
        | 'customerEmail'
        | 'streetAddress'
        | 'customerTown'
        | 'deliveryDate'
        | 'deliveryTime'
        | 'customerTableNumber'
        | 'selectedLocation'
      >
    >,
  ) => ({ ...state, ...customer }),
  clear: () => emptyBasket,
});
