import type { PlacedOrder } from '@troo/shared/contract';

/** Each image pixel per CSS pixel: sharp on a phone's screen, still a small file. */
const SCALE = 2;

/**
 * Saves the receipt as receipt.png (spec): drawn for the image, at a fixed width, from the order
 * itself. The drawing code loads only now, on Download, never with the receipt.
 */
export async function downloadReceipt(order: PlacedOrder): Promise<void> {
  const [{ drawReceipt, RECEIPT_WIDTH }, { receiptLook }] = await Promise.all([
    import('../image/draw-receipt'),
    import('../image/receipt-look'),
  ]);
  await document.fonts.ready;
  const look = receiptLook(order.status);
  const savedAt = new Date();
  // Drawn once on scratch to learn its height, then for real on a canvas that tall.
  const height = drawReceipt(document.createElement('canvas').getContext('2d')!, order, look, savedAt);
  const canvas = document.createElement('canvas');
  canvas.width = RECEIPT_WIDTH * SCALE;
  canvas.height = Math.ceil(height * SCALE);
  const ctx = canvas.getContext('2d')!;
  ctx.scale(SCALE, SCALE);
  drawReceipt(ctx, order, look, savedAt);
  const link = document.createElement('a');
  link.download = 'receipt.png';
  link.href = canvas.toDataURL('image/png');
  link.click();
}
