import { composedAddress, deliveryFormReady, emptyDeliveryForm, PHONE_CHARACTERS, tomorrow } from './delivery-form';

const filled = {
  fullName: 'Ngozi Eze',
  phone: '+234 (803) 123-4567',
  email: 'ngozi@example.com',
  houseNumber: '5',
  street: 'Admiralty Way',
  town: 'Lekki',
  postCode: '',
};

describe('the delivery details form', () => {
  it('accepts only digits, spaces, hyphens, parentheses and plus in a phone number', () => {
    expect(PHONE_CHARACTERS.test('+234 (803) 123-4567')).toBe(true);
    expect(PHONE_CHARACTERS.test('0803abc')).toBe(false);
    expect(PHONE_CHARACTERS.test('0803.123')).toBe(false);
  });

  it('joins house number, street, town and the post code when given, by commas', () => {
    expect(composedAddress(filled)).toBe('5, Admiralty Way, Lekki');
    expect(composedAddress({ ...filled, postCode: '105102' })).toBe('5, Admiralty Way, Lekki, 105102');
  });

  it('is ready with every required field and a well-formed phone; the post code is optional', () => {
    expect(deliveryFormReady(filled)).toBe(true);
    expect(deliveryFormReady(emptyDeliveryForm)).toBe(false);
    for (const field of ['fullName', 'phone', 'email', 'houseNumber', 'street', 'town'] as const) {
      expect(deliveryFormReady({ ...filled, [field]: '  ' })).toBe(false);
    }
    expect(deliveryFormReady({ ...filled, phone: '0803abc' })).toBe(false);
  });

  it('knows tomorrow, across a month and a year end', () => {
    expect(tomorrow(new Date(2026, 10, 22, 23, 59))).toBe('2026-11-23');
    expect(tomorrow(new Date(2026, 11, 31, 8, 0))).toBe('2027-01-01');
  });
});
