/** Spec §5: a phone number holds only digits, spaces, hyphens, parentheses and plus. */
export const PHONE_CHARACTERS = /^[\d\s\-()+]*$/;
export const PHONE_ERROR = 'Use only digits, spaces, hyphens, parentheses and +';

export interface DeliveryForm {
  fullName: string;
  phone: string;
  email: string;
  houseNumber: string;
  street: string;
  town: string;
  postCode: string;
}

export const emptyDeliveryForm: DeliveryForm = { fullName: '', phone: '', email: '', houseNumber: '', street: '', town: '', postCode: '' };

/** House number, street, town/city and post code, joined by commas (the post code only when given). */
export const composedAddress = (form: DeliveryForm) =>
  [form.houseNumber, form.street, form.town, form.postCode]
    .map((part) => part.trim())
    .filter(Boolean)
    .join(', ');

/** Every required field filled and the phone well formed: the form may continue. */
export function deliveryFormReady(form: DeliveryForm): boolean {
  const required = [form.fullName, form.phone, form.email, form.houseNumber, form.street, form.town];
  return required.every((value) => value.trim() !== '') && PHONE_CHARACTERS.test(form.phone) && composedAddress(form) !== '';
}

/** yyyy-mm-dd of the day after `now`, in the phone's own time zone (what a date input speaks). */
export function tomorrow(now = new Date()): string {
  const next = new Date(now.getFullYear(), now.getMonth(), now.getDate() + 1);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${next.getFullYear()}-${pad(next.getMonth() + 1)}-${pad(next.getDate())}`;
}
