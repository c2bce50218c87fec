import { legacy_createStore as createStore } from 'redux';
import { rootReducer, selectOrderingPlace } from '@troo/shared';
import { BUSINESS_COOKIE, enterOrderingContext, OUTLET_COOKIE, rememberOrderingContext } from './ordering-context';

const OUTLET = '5f0e6c1a-0000-4000-8000-000000000002';
const context = (branchID: string | null) => ({ businessIdentifier: 'mama-put', branchID, groupName: null, tableNo: null, URL: '/x' });

/** Every cookie the page holds, by name. */
const cookies = () =>
  Object.fromEntries(
    document.cookie
      .split('; ')
      .filter(Boolean)
      .map((pair) => pair.split('=') as [string, string]),
  );

afterEach(() => rememberOrderingContext(null, null));

describe('entering an ordering context', () => {
  it('stores business and outlet and remembers both in the cookies the server draws pages by; no outlet forgets it', () => {
    const store = createStore(rootReducer);
    enterOrderingContext(store.dispatch, context(OUTLET));
    expect(selectOrderingPlace(store.getState()).branchID).toBe(OUTLET);
    expect(cookies()).toEqual({ [BUSINESS_COOKIE]: 'mama-put', [OUTLET_COOKIE]: OUTLET });

    enterOrderingContext(store.dispatch, context(null));
    expect(selectOrderingPlace(store.getState()).branchID).toBeNull();
    expect(cookies()).toEqual({ [BUSINESS_COOKIE]: 'mama-put' });
  });
});

describe('remembering an ordering context', () => {
  it('writes both cookies for the whole site, kept a year and sent on links from elsewhere, the values encoded', () => {
    const written: string[] = [];
    const cookie = jest.spyOn(document, 'cookie', 'set').mockImplementation((value: string) => void written.push(value));
    rememberOrderingContext('mama put;x', OUTLET);
    cookie.mockRestore();
    expect(written).toEqual([
      `${BUSINESS_COOKIE}=mama%20put%3Bx; path=/; max-age=31536000; samesite=lax`,
      `${OUTLET_COOKIE}=${OUTLET}; path=/; max-age=31536000; samesite=lax`,
    ]);
  });

  it('deletes both when there is no context', () => {
    rememberOrderingContext('mama-put', OUTLET);
    rememberOrderingContext(null, null);
    expect(cookies()).toEqual({});
  });
});
