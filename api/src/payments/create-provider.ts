import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config.js';
import type { Database } from '../db/client.js';
import { bankDirectory } from '../services/banks.js';
import { paystackProvider } from './paystack-provider.js';
import type { PaymentProvider } from './provider.js';
import { sandboxProvider } from './sandbox-provider.js';

/** The provider the configuration names (PAYMENT_PROVIDER, else Paystack when a secret key is set). */
export function createPaymentProvider({ config, db, log }: { config: Config; db: Database; log: FastifyBaseLogger }): PaymentProvider {
  const banks = bankDirectory({ secretKey: config.paystackSecretKey, baseUrl: config.paystackBaseUrl, log });
  if (config.paymentProvider === 'paystack') {
    return paystackProvider({
      secretKey: config.paystackSecretKey!,
      baseUrl: config.paystackBaseUrl,
      publicUrl: config.publicUrl,
      banks,
      log,
    });
  }
  return sandboxProvider({ db, publicUrl: config.publicUrl, banks, tokenSecret: config.tokenSecret });
}
