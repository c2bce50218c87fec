import { useState } from 'react';
import { roundToKobo, type TakeOrderBody } from '@troo/shared/contract';
import { unitPrice, type ItemChoices } from '@troo/shared/kit';

// The order a waiter is putting together: its lines, each an item with what was chosen on it, and the
// total as the menu prices it (naira; the server prices it again, and adds the service fee).

export interface OrderLine {
  /** This line on this screen (the same dish twice with other options is two lines). */
  key: string;
  itemId: string;
  name: string;
  /** The item's own price, naira. */
  price: number;
  choices: ItemChoices;
}

export const lineTotal = (line: OrderLine) => roundToKobo(unitPrice(line.price, line.choices.selectedOptions) * line.choices.quantity);

export const orderTotal = (lines: readonly OrderLine[]) => roundToKobo(lines.reduce((sum, line) => sum + lineTotal(line), 0));

/** The lines as the take-order call takes them: ids and quantities, never prices. */
export const orderItems = (lines: readonly OrderLine[]): TakeOrderBody['items'] =>
  lines.map((line) => ({
    menu_item_id: line.itemId,
    quantity: line.choices.quantity,
    modifier_ids: line.choices.selectedOptions.flatMap((option) => (option.id ? [option.id] : [])),
    complimentary: line.choices.complimentary,
    special_instructions: line.choices.specialInstructions,
  }));

let made = 0;

export function useOrderLines() {
  const [lines, setLines] = useState<OrderLine[]>([]);
  return {
    lines,
    total: orderTotal(lines),
    add: (line: Omit<OrderLine, 'key'>) => setLines((current) => [...current, { ...line, key: `line-${++made}` }]),
    /** A new quantity; 0 takes the line out. */
    setQuantity: (key: string, quantity: number) =>
      setLines((current) =>
        quantity <= 0
          ? current.filter((line) => line.key !== key)
          : current.map((line) => (line.key === key ? { ...line, choices: { ...line.choices, quantity } } : line)),
      ),
    clear: () => setLines([]),
  };
}
