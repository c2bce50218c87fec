// The payment layer in one import: the provider contract, its errors and the helpers around it.
export type {
  ChargeSuccessEvent,
  FeeBearer,
  InitializeInput,
  InitializeResult,
  PaymentProvider,
  RefundResult,
  RefundStatus,
  Split,
  Subaccount,
  SubaccountInput,
  TransactionStatus,
  Verification,
} from './provider.js';
export { TRANSACTION_STATUSES } from './provider.js';
export { PaymentError, type PaymentErrorCode } from './errors.js';
export { isValidReference, newReference } from './reference.js';
export { platformShareKobo } from './split.js';
export { confirmsPayment, isFinalStatus } from './verification.js';
export { createPaymentProvider } from './create-provider.js';
