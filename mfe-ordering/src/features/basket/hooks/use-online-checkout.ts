import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { paths, storedOrderType, useBasketActions, useOrderingPlace, type OnlineOrderType } from '@troo/shared';
import { useOutletDetails } from '../../../common/hooks/use-customer-menu';
import type { PickupDetails } from '../components/PickupDetailsSheet';
import { composedAddress, type DeliveryForm } from './delivery-form';
import { chooseOrderType } from './order-type';

type Step = 'basket' | 'details' | 'schedule' | 'pickup';

/**
 * Online ordering's way out of the basket (spec §4): Pickup → the diner's name and phone, and the pickup
 * location (when the outlet has any) → tip; Delivery → details form → schedule (when the outlet allows
 * it) → payment type.
 */
export function useOnlineCheckout() {
  const basket = useBasketActions();
  const navigate = useNavigate();
  const business = useOrderingPlace();
  const outlet = useOutletDetails('online_ordering', business.businessIdentifier, business.branchID);
  const other = outlet.status === 'success' ? outlet.data.otherData : null;
  const [orderType, setOrderType] = useState<OnlineOrderType | null>(() => storedOrderType());
  const [step, setStep] = useState<Step>('basket');
  const locations = other?.pickUpLoacation.map((location) => location.address) ?? [];

  const afterPickup = () => navigate(paths.tip('online_ordering'));
  const afterDelivery = () => navigate(paths.paymentType('online_ordering'));

  const open = (type: OnlineOrderType) => {
    setStep(type === 'delivery' ? 'details' : 'pickup');
  };

  return {
    /** The outlet's pickup locations and delivery terms are known: until then a choice would skip the sheet they decide. */
    ready: outlet.status === 'success',
    orderType,
    step,
    state: other?.deliveryDetails?.state ?? '',
    deliveryAvailable: other?.hasDeliveryDetails ?? false,
    locations,
    choose: (type: OnlineOrderType) => {
      setOrderType(type);
      chooseOrderType(basket, type, other?.deliveryDetails?.fixedPrice ?? 0);
      open(type);
    },
    continueOn: () => orderType && open(orderType),
    close: () => setStep('basket'),
    submitDetails: (form: DeliveryForm) => {
      basket.setCustomer({
        customerName: form.fullName.trim(),
        customerPhone: form.phone.trim(),
        customerEmail: form.email.trim(),
        streetAddress: composedAddress(form),
        customerTown: form.town.trim(),
      });
      if (other?.canScheduledDelivery) setStep('schedule');
      else afterDelivery();
    },
    submitSchedule: ({ date, time }: { date: string; time: string }) => {
      basket.setCustomer({ deliveryDate: date, deliveryTime: time });
      afterDelivery();
    },
    submitPickup: ({ name, phone, location }: PickupDetails) => {
      basket.setCustomer({ customerName: name, customerPhone: phone, selectedLocation: location });
      afterPickup();
    },
  };
}
