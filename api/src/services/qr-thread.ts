// The thread QR codes are drawn in (services/qr.ts starts it): 100 codes take seconds of CPU,
// which on the main thread would hold every other request — a diner's menu at another restaurant too.
import { parentPort } from 'node:worker_threads';
import QRCode from 'qrcode';

export interface DrawQrCodes {
  id: number;
  texts: string[];
  width: number;
}
export type DrawnQrCodes = { id: number; pngs: Uint8Array[] } | { id: number; error: string };

/** A PNG QR code a phone camera reads at a glance: medium error correction, the standard quiet zone of 4 modules. */
const draw = (text: string, width: number) => QRCode.toBuffer(text, { type: 'png', errorCorrectionLevel: 'M', margin: 4, width });

parentPort?.on('message', ({ id, texts, width }: DrawQrCodes) => {
  const drawing = async () => {
    const pngs: Uint8Array[] = [];
    for (const text of texts) pngs.push(await draw(text, width));
    return pngs;
  };
  drawing().then(
    (pngs) => parentPort!.postMessage({ id, pngs } satisfies DrawnQrCodes),
    (error: unknown) =>
      parentPort!.postMessage({ id, error: error instanceof Error ? error.message : String(error) } satisfies DrawnQrCodes),
  );
});
