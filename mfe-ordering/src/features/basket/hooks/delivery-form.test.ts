import { hasOnlyPhoneCharacters } from '@troo/shared/contract';
import { composedAddress, deliveryFormReady, emptyDeliveryForm, tomorrow } from './delivery-form';

const filled = {
  fullName: 'Ngozi Eze',
  phone: '+234 (803) 123-4567',
  email: 'ngozi@example.com',
  houseNumber: '5',
  street: 'Admiralty Way',
  town: 'Lekki',
  postCode: '',
  landmark: '',
};

describe('the delivery details form', () => {
  it('accepts only digits, spaces, hyphens, parentheses and plus in a phone number', () => {
    expect(hasOnlyPhoneCharacters('+234 (803) 123-4567')).toBe(true);
    expect(hasOnlyPhoneCharacters('0803abc')).toBe(false);
    expect(hasOnlyPhoneCharacters('0803.123')).toBe(false);
  });

  it('joins house number, street, town and the post code when given, by commas, then the landmark', () => {
    expect(composedAddress(filled)).toBe('5, Admiralty Way, Lekki');
    expect(composedAddress({ ...filled, postCode: '105102' })).toBe('5, Admiralty Way, Lekki, 105102');
    expect(composedAddress({ ...filled, landmark: ' opposite Mr Biggs ' })).toBe('5, Admiralty Way, Lekki · Landmark: opposite Mr Biggs');
  });

  it('is ready with every required field and a well-formed phone; the post code is optional', () => {
    expect(deliveryFormReady(filled)).toBe(true);
    expect(deliveryFormReady(emptyDeliveryForm)).toBe(false);
    for (const field of ['fullName', 'phone', 'email', 'houseNumber', 'street', 'town'] as const) {
      expect(deliveryFormReady({ ...filled, [field]: '  ' })).toBe(false);
    }
    expect(deliveryFormReady({ ...filled, phone: '0803abc' })).toBe(false);
  });

  it("knows tomorrow on the restaurant's clock (Lagos), across a month and a year end, wherever the phone is", () => {
    expect(tomorrow(new Date('2026-11-22T22:59:00Z'))).toBe('2026-11-23'); // 23:59 in Lagos
    expect(tomorrow(new Date('2026-11-22T23:00:00Z'))).toBe('2026-11-24'); // already the 23rd in Lagos
    expect(tomorrow(new Date('2026-12-31T08:00:00Z'))).toBe('2027-01-01');
  });
});
