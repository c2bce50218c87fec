// Standalone development mount of this remote's screens (the shell is the product).
import { mountStandalone } from '@troo/shared/dev';
import Tip from './exposes/tip';
import PaymentType from './exposes/payment-type';
import Receipt from './exposes/receipt';
import OrderPlaced from './exposes/order-placed';

mountStandalone('checkout', {
  '/demo/tip/online_ordering': Tip,
  '/demo/tip/orderandpay': Tip,
  '/demo/payment-type/online_ordering': PaymentType,
  '/demo/receipt/online_ordering/:id?': Receipt,
  '/demo/get-receipt/online_ordering': OrderPlaced,
});
