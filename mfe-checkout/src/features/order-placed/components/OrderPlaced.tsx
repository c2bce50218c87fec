import { Link } from 'react-router-dom';
import { useBusinessDetails, useOrderingPlace } from '@troo/shared';
import { storedOrder } from '../../../common/placed-order-storage';
import './order-placed.css';

/**
 * /demo/get-receipt/{mode}: the thank-you page for the last order this phone paid for. Not in the flow:
 * paying leads straight to the receipt, which does this page's work (docs/payments-and-email.md).
 */
export function OrderPlaced() {
  const details = useBusinessDetails();
  const landing = useOrderingPlace().URL;
  const order = storedOrder();
  const name = order?.business_name ?? details?.business_name ?? '';
  const logo = order?.business_logo ?? details?.business_logo ?? null;
  return (
    <main className="troo-page co-placed">
      {logo ? (
        <img className="co-placed__logo" src={logo} alt={name} width={96} height={96} />
      ) : (
        <div className="co-placed__logo co-placed__logo--default" aria-hidden="true">
          {name.slice(0, 1).toUpperCase() || 'T'}
        </div>
      )}
      <h1>Thank you!</h1>
      {order ? (
        <p>
          Your order #{order.order_number} at {order.business_name} is being processed
        </p>
      ) : null}
      <Link className="troo-button" to={landing ?? '/'}>
        Order more
      </Link>
      <p className="co-placed__note">Do not close this webpage - you will need it as your proof of purchase (you can take a sceenshot)</p>
    </main>
  );
}
