import { Button } from '@troo/shared/kit';
import { useOnlineCheckout } from '../hooks/use-online-checkout';
import { DeliveryDetailsSheet } from './DeliveryDetailsSheet';
import { OrderTypeChoice } from './OrderTypeChoice';
import { PickupDetailsSheet } from './PickupDetailsSheet';
import { ScheduleSheet } from './ScheduleSheet';

/** Pickup or Delivery, Continue (disabled until chosen) and the sheets each choice opens. */
export function OnlineCheckout({ onCancel }: { onCancel: () => void }) {
  const checkout = useOnlineCheckout();
  return (
    <>
      <OrderTypeChoice
        value={checkout.orderType}
        onChange={checkout.choose}
        deliveryAvailable={checkout.deliveryAvailable}
        disabled={!checkout.ready}
      />
      <div className="or-basket__actions">
        <Button variant="secondary" onClick={onCancel}>
          Cancel
        </Button>
        <Button disabled={!checkout.ready || !checkout.orderType} onClick={checkout.continueOn}>
          Continue
        </Button>
      </div>
      <DeliveryDetailsSheet
        open={checkout.step === 'details'}
        state={checkout.state}
        onClose={checkout.close}
        onContinue={checkout.submitDetails}
      />
      <ScheduleSheet open={checkout.step === 'schedule'} onClose={checkout.close} onContinue={checkout.submitSchedule} />
      <PickupDetailsSheet
        key={checkout.locations.join('|')}
        open={checkout.step === 'pickup'}
        locations={checkout.locations}
        onClose={checkout.close}
        onContinue={checkout.submitPickup}
      />
    </>
  );
}
