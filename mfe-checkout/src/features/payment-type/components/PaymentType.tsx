import { paths, storedOrderType, useOnline } from '@troo/shared';
import { Button, CustomerHeader, OfflineNotice, QueryState } from '@troo/shared/kit';
import { EmptyBasket } from '../../../common/EmptyBasket';
import { useOrderingMode } from '../../../common/use-ordering-mode';
import { useCheckout } from '../hooks/use-checkout';
import { usePaymentReturn } from '../hooks/use-payment-return';
import { OrderDestination } from './OrderDestination';
import { PaymentSummary } from './PaymentSummary';
import { ReceiptEmailField } from './ReceiptEmailField';
import './payment-type.css';

/** /demo/payment-type/{mode}: Select Payment, and the page the provider sends the diner back to. */
export function PaymentType() {
  const mode = useOrderingMode();
  const back = usePaymentReturn(mode);
  const checkout = useCheckout(mode);
  const delivery = mode === 'online_ordering' && storedOrderType() === 'delivery';
  // Offline nothing can be paid: the button waits for the network (the page may be one the phone kept).
  const online = useOnline();

  let content;
  if (back.confirming)
    content = (
      <p className="co-pay__status" role="status">
        Confirming your payment…
      </p>
    );
  else if (checkout.empty) content = <EmptyBasket />;
  else if (!checkout.canPrice)
    content = (
      <p className="troo-field__error" role="alert">
        Please go back to your basket and choose Pickup or Delivery.
      </p>
    );
  else
    content = (
      <QueryState query={checkout.totals} loadingText="Working out your total…">
        {({ data: totals }) => (
          <>
            {back.failed ? (
              <p className="troo-field__error" role="alert">
                Your payment has not been confirmed. You can try again.
              </p>
            ) : null}
            {checkout.orderType ? (
              <OrderDestination orderType={checkout.orderType} basket={checkout.customer} business={checkout.place} />
            ) : null}
            <PaymentSummary totals={totals} tip={checkout.tip} delivery={delivery} />
            <p className="co-pay__method">You pay online on the next page: card, bank transfer or USSD with Paystack.</p>
            {/* A delivery's details form has asked for the e-mail already. */}
            {delivery ? null : <ReceiptEmailField checked={checkout.tried} />}
            {checkout.error ? (
              <p className="troo-field__error" role="alert">
                {checkout.error}
              </p>
            ) : null}
            {online ? null : <OfflineNotice>Your basket is kept; you can pay when you are online.</OfflineNotice>}
            <Button onClick={checkout.pay} disabled={checkout.busy || !online}>
              {checkout.busy ? 'Please wait…' : 'Proceed to Pay'}
            </Button>
            {totals.pay_at_end ? (
              <>
                <Button variant="secondary" onClick={checkout.payAtEnd} disabled={checkout.busy || !online}>
                  Pay at the end
                </Button>
                <p className="co-pay__method">Your order goes to the kitchen now; pay the table&apos;s bill when you are done.</p>
              </>
            ) : null}
          </>
        )}
      </QueryState>
    );

  return (
    <main className="troo-page co-pay">
      <CustomerHeader title="Select Payment" backTo={paths.tip(mode)} mode={mode} showCart={false} />
      {content}
    </main>
  );
}
