import { Type } from '@sinclair/typebox';
import { defineCall, standardErrors } from '../define-call';

// What payment providers call (not screens). The sandbox's pay pages are pages, outside /api.

export const paystackWebhook = defineCall({
  method: 'POST',
  path: '/paystack/webhook',
  summary: "Paystack's events; accepted only when x-paystack-signature is the HMAC-SHA512 of the exact body",
  access: 'public',
  // Kept as the bytes that were signed: parsing and re-serialising would change them.
  body: Type.Unsafe<Uint8Array>({ description: 'the event JSON, exactly as Paystack sent it' }),
  response: { 200: Type.Object({ received: Type.Literal(true) }), ...standardErrors },
});
