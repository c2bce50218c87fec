import { legacy_createStore as createStore } from 'redux';
import { rootReducer } from '@troo/shared';
import { enterOrderingContext, OUTLET_COOKIE } from './ordering-context';

const context = (branchID: string | null) => ({ businessIdentifier: 'mama-put', branchID, groupName: null, tableNo: null, URL: '/x' });

describe('entering an ordering context', () => {
  it('stores the outlet and remembers it in the cookie the server draws the menu list by; no outlet forgets it', () => {
    const store = createStore(rootReducer);
    enterOrderingContext(store.dispatch, context('5f0e6c1a-0000-4000-8000-000000000002'));
    expect(store.getState().business.branchID).toBe('5f0e6c1a-0000-4000-8000-000000000002');
    expect(document.cookie).toContain(`${OUTLET_COOKIE}=5f0e6c1a-0000-4000-8000-000000000002`);

    enterOrderingContext(store.dispatch, context(null));
    expect(store.getState().business.branchID).toBeNull();
    expect(document.cookie).not.toContain(OUTLET_COOKIE);
  });
});
