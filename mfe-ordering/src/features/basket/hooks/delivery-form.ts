import { hasOnlyPhoneCharacters, lagosDate, SCHEDULE_DAYS_AHEAD } from '@troo/shared/contract';

export interface DeliveryForm {
  fullName: string;
  phone: string;
  email: string;
  houseNumber: string;
  street: string;
  town: string;
  postCode: string;
  /** What a rider looks for ('opposite Mr Biggs'): Lagos addresses are found by landmarks. Optional. */
  landmark: string;
}

export const emptyDeliveryForm: DeliveryForm = {
  fullName: '',
  phone: '',
  email: '',
  houseNumber: '',
  street: '',
  town: '',
  postCode: '',
  landmark: '',
};

/**
 * House number, street, town/city and post code, joined by commas (the post code only when given), then
 * the landmark when given: '5, Admiralty Way, Lekki · Landmark: opposite Mr Biggs', as the kitchen and
 * the rider read it.
 */
export function composedAddress(form: DeliveryForm): string {
  const address = [form.houseNumber, form.street, form.town, form.postCode]
    .map((part) => part.trim())
    .filter(Boolean)
    .join(', ');
  const landmark = form.landmark.trim();
  return address && landmark ? `${address} · Landmark: ${landmark}` : address;
}

/** Every required field filled and the phone well formed: the form may continue. */
export function deliveryFormReady(form: DeliveryForm): boolean {
  const required = [form.fullName, form.phone, form.email, form.houseNumber, form.street, form.town];
  return required.every((value) => value.trim() !== '') && hasOnlyPhoneCharacters(form.phone) && composedAddress(form) !== '';
}

/** yyyy-mm-dd of the day after `now` in Lagos: the earliest delivery date the server accepts, wherever the phone is. */
export const tomorrow = (now = new Date()): string => lagosDate(now, 1);

/** yyyy-mm-dd of the latest delivery date the server accepts (a year ahead, in Lagos). */
export const latestScheduledDay = (now = new Date()): string => lagosDate(now, SCHEDULE_DAYS_AHEAD);
