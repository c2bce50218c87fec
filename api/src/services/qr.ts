import QRCode from 'qrcode';

/** A PNG QR code a phone camera reads at a glance: medium error correction, a quiet zone. */
export function qrPng(text: string, width = 512): Promise<Buffer> {
  return QRCode.toBuffer(text, { type: 'png', errorCorrectionLevel: 'M', margin: 2, width });
}
