import { formatNaira, orderPlace } from '@troo/shared';
import { dueText, LAGOS_TIME_ZONE, taxLines, type PlacedOrder } from '@troo/shared/contract';
import { receiptTime } from '../hooks/receipt-time';
import { roundedRect, wrapText } from './canvas-text';
import type { ReceiptLook } from './receipt-look';

// The receipt as an image, drawn line by line on a fixed 390 px width (a phone's), not a capture of
// the screen: every row is laid out on its own centre line, so badges and pills hold their text centred.

export const RECEIPT_WIDTH = 390;
const PAD = 24;
const RIGHT = RECEIPT_WIDTH - PAD;
const CONTENT = RIGHT - PAD;
const LABEL_WIDTH = 104;
const QTY_RADIUS = 13;
const PRICE_WIDTH = 96;

/** 'Saved 14:06, 22 Nov': when the picture was taken, in Lagos time. */
const savedText = (at: Date) =>
  `Saved ${new Intl.DateTimeFormat('en-GB', {
    hour: '2-digit',
    minute: '2-digit',
    day: 'numeric',
    month: 'short',
    timeZone: LAGOS_TIME_ZONE,
  })
    .format(at)
    .replace(/^(\d+ \w+), (.+)$/, '$2, $1')}`;

/**
 * Draws `order` from the top of `ctx`; answers the height used (draw once on scratch to measure).
 * `savedAt`: a saved picture keeps its status for good, so it says when it was taken.
 */
export function drawReceipt(ctx: CanvasRenderingContext2D, order: PlacedOrder, look: ReceiptLook, savedAt: Date): number {
  let y = PAD;
  const font = (size: number, weight: 400 | 600 | 700 = 400, style = '') => {
    ctx.font = `${style} ${weight} ${size}px ${look.font}`.trim();
  };
  /** One row `height` tall: `paint` gets the row's vertical centre. */
  const row = (height: number, paint: (middle: number) => void) => {
    ctx.textBaseline = 'middle';
    paint(y + height / 2);
    y += height;
  };
  const text = (value: string, x: number, middle: number, colour = look.text, align: CanvasTextAlign = 'left') => {
    ctx.fillStyle = colour;
    ctx.textAlign = align;
    ctx.fillText(value, x, middle);
  };
  const divider = (gap = 12) => {
    y += gap;
    ctx.fillStyle = look.border;
    ctx.fillRect(PAD, y, CONTENT, 1);
    y += gap + 1;
  };
  const wrapped = (value: string, x: number, width: number, height: number, colour = look.text, align: CanvasTextAlign = 'left') => {
    for (const line of wrapText(ctx, value, width)) row(height, (middle) => text(line, x, middle, colour, align));
  };

  ctx.fillStyle = '#ffffff';
  ctx.fillRect(0, 0, RECEIPT_WIDTH, 100_000);

  // Whose receipt: the business, then the outlet.
  font(20, 700);
  wrapped(order.business_name, RECEIPT_WIDTH / 2, CONTENT, 28, look.text, 'center');
  // An outlet named like its business (the usual first outlet) is not written twice.
  font(14);
  if (order.branch_name.trim().toLowerCase() !== order.business_name.trim().toLowerCase())
    wrapped(order.branch_name, RECEIPT_WIDTH / 2, CONTENT, 20, look.muted, 'center');
  // The seller's address and tax number, when the business has them: what a tax receipt names.
  font(13);
  if (order.business_address) wrapped(order.business_address, RECEIPT_WIDTH / 2, CONTENT, 18, look.muted, 'center');
  if (order.business_tax_number) wrapped(`TIN: ${order.business_tax_number}`, RECEIPT_WIDTH / 2, CONTENT, 18, look.muted, 'center');
  divider();

  // The order number, and its status in a pill whose label sits on the pill's centre line.
  row(34, (middle) => {
    font(20, 700);
    text(`Order - ${order.order_number}`, PAD, middle);
    font(13, 700);
    const label = ctx.measureText(look.chip.label).width;
    const width = 10 + 7 + 6 + label + 10;
    const left = RIGHT - width;
    ctx.fillStyle = look.chip.background;
    roundedRect(ctx, left, middle - 13, width, 26, 13);
    ctx.fill();
    ctx.fillStyle = look.chip.colour;
    ctx.beginPath();
    ctx.arc(left + 10 + 3.5, middle, 3.5, 0, Math.PI * 2);
    ctx.fill();
    text(look.chip.label, left + 10 + 7 + 6, middle, look.chip.colour);
  });
  font(14);
  row(22, (middle) => text(receiptTime(order.createdAt), PAD, middle, look.muted));
  font(13);
  row(20, (middle) => text(`${savedText(savedAt)} · the order was ${look.chip.label} then`, PAD, middle, look.muted));
  if (order.refunded) {
    y += 6;
    wrapped(`This order was cancelled and your payment of ${formatNaira(order.total_price)} has been refunded.`, PAD, CONTENT, 20);
  }
  y += 8;

  // Where, for whom and when; and the payment it was.
  const due = dueText(order);
  const facts: [string, string][] = [
    ['For', orderPlace(order)],
    ['Name', order.customer_name],
    ...(order.order_type === 'delivery' && order.delivery_address ? ([['Deliver to', order.delivery_address]] as [string, string][]) : []),
    ...(due ? ([['Due', due]] as [string, string][]) : []),
    ['Payment ref', order.reference],
  ];
  for (const [label, value] of facts) {
    const top = y;
    font(14, 600);
    wrapped(value, PAD + LABEL_WIDTH, CONTENT - LABEL_WIDTH, 22);
    font(14);
    text(label, PAD, top + 11, look.muted);
  }
  divider();

  // The lines: name, quantity in its circle, price; complimentary, modifiers, note.
  order.menu_items.forEach((line, index) => {
    if (index > 0) divider(8);
    const qtyCentre = RIGHT - PRICE_WIDTH - QTY_RADIUS;
    const top = y;
    font(15, 600);
    wrapped(line.menuItem.menu_item_name, PAD, qtyCentre - QTY_RADIUS - 8 - PAD, 30);
    const middle = top + 15;
    ctx.fillStyle = look.primaryLight;
    ctx.beginPath();
    ctx.arc(qtyCentre, middle, QTY_RADIUS, 0, Math.PI * 2);
    ctx.fill();
    font(13, 700);
    text(String(line.quantity), qtyCentre, middle, look.text, 'center');
    font(15, 600);
    text(formatNaira(line.totalPrice), RIGHT, middle, look.text, 'right');
    font(13);
    if (line.complimentary) row(20, (m) => text(`Complimentary: ${line.complimentary}`, PAD, m, look.muted));
    if (line.selectedOptions.length > 0) {
      font(11, 700);
      row(20, (m) => text('MODIFIERS', PAD + 12, m, look.muted));
      font(13);
      for (const option of line.selectedOptions) {
        row(20, (m) => {
          text(option.name, PAD + 12, m);
          text(formatNaira(option.price), RIGHT, m, look.text, 'right');
        });
      }
    }
    if (line.specialInstructions) {
      font(13, 400, 'italic');
      wrapped(line.specialInstructions, PAD, CONTENT, 20, look.muted);
    }
  });
  divider();

  // What was paid: food, fees, taxes (included or added), tip, and the total.
  const figures: [string, number][] = [
    ['Food', order.total],
    ['Service Fee', order.service_fee],
    ...taxLines(order).map((line): [string, number] => [line.label, line.amount]),
    ...(order.delivery_fee > 0 ? ([['Delivery Fee', order.delivery_fee]] as [string, number][]) : []),
    ...(order.tip > 0 ? ([['Tip', order.tip]] as [string, number][]) : []),
  ];
  font(14);
  for (const [label, amount] of figures) {
    row(24, (middle) => {
      text(label, PAD, middle, look.muted);
      text(formatNaira(amount), RIGHT, middle, look.text, 'right');
    });
  }
  divider(6);
  font(17, 700);
  row(30, (middle) => {
    text(order.on_bill ? 'Order Total' : 'Total Paid', PAD, middle);
    text(formatNaira(order.total_price), RIGHT, middle, look.text, 'right');
  });
  y += 12;
  font(13);
  row(20, (middle) => text('Thank you for your order', RECEIPT_WIDTH / 2, middle, look.muted, 'center'));
  return y + PAD;
}
