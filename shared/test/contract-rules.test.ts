import {
  cacheKey,
  cacheKeyInput,
  fillPath,
  hasOnlyPhoneCharacters,
  isCacheKeyOf,
  lagosDate,
  lagosMidnight,
  nairaToKobo,
  parseNaira,
  roundToKobo,
} from '../src/contract';

// The facts both sides apply, written once in the contract: what a diner or an owner types is
// accepted or refused alike on the screen and on the server.

describe('the contract’s shared rules', () => {
  it('reads naira as people type it, and refuses what is not an amount', () => {
    expect(parseNaira('1,500')).toBe(1500);
    expect(parseNaira(' 250.5 ')).toBe(250.5);
    expect(parseNaira('.50')).toBe(0.5);
    expect(nairaToKobo('2500.50')).toBe(250050);
    expect(nairaToKobo(19.99)).toBe(1999);
    for (const wrong of ['ten', '-5', '1.234', '10000000', '', '1e3']) expect(parseNaira(wrong)).toBeNull();
    expect(roundToKobo(0.1 + 0.2)).toBe(0.3);
  });

  it('takes a delivery phone with digits, spaces, hyphens, parentheses and plus only', () => {
    expect(hasOnlyPhoneCharacters('+234 (803) 123-4567')).toBe(true);
    expect(hasOnlyPhoneCharacters('0803.123')).toBe(false);
  });

  it('counts days on the Lagos clock, wherever it runs', () => {
    expect(lagosDate(new Date('2026-11-22T22:59:00Z'))).toBe('2026-11-22');
    expect(lagosDate(new Date('2026-11-22T23:00:00Z'))).toBe('2026-11-23');
    expect(lagosMidnight('2026-11-23').toISOString()).toBe('2026-11-22T23:00:00.000Z');
  });

  it('fills a path parameter whether it is a whole segment or part of one', () => {
    expect(fillPath('/branch/getBranch/:id', { id: 'b 1' })).toBe('/branch/getBranch/b%201');
    expect(fillPath('/menu/get{product}BusinessDetails/', { product: 'OrderAndPay' })).toBe('/menu/getOrderAndPayBusinessDetails/');
  });

  it('keys a read by its call and input, and reads the input back', () => {
    const key = cacheKey('GET /menu/get{product}BusinessDetails/', {
      params: { product: 'OnlineOrdering' },
      query: { business_identifier: 'x' },
    });
    expect(isCacheKeyOf(key, 'GET /menu/get{product}BusinessDetails/')).toBe(true);
    expect(isCacheKeyOf(key, 'GET /menu/get{product}')).toBe(false);
    expect(cacheKeyInput(key, 'GET /menu/get{product}BusinessDetails/')).toEqual({
      params: { product: 'OnlineOrdering' },
      query: { business_identifier: 'x' },
    });
  });
});
