import { createAppStore, PERSIST_KEY } from '../src';

/** What an older release left in localStorage: redux-persist keeps each slice as its own JSON string. */
function storeOldRelease(slices: Record<string, unknown>, version?: number) {
  const stored = Object.fromEntries(Object.entries(slices).map(([key, value]) => [key, JSON.stringify(value)]));
  stored._persist = JSON.stringify({ version: version ?? -1, rehydrated: true });
  localStorage.setItem(`persist:${PERSIST_KEY}`, JSON.stringify(stored));
}

async function restoredStore() {
  const { store, persistor } = createAppStore();
  await new Promise<void>((resolve) => {
    if (persistor.getState().bootstrapped) return resolve();
    const stop = persistor.subscribe(() => {
      if (!persistor.getState().bootstrapped) return;
      stop();
      resolve();
    });
  });
  return store;
}

describe('restoring state saved by an older release', () => {
  beforeEach(() => localStorage.clear());

  it('keeps what is still valid, drops slices and fields no longer kept, and fills in new fields', async () => {
    storeOldRelease({
      auth: { token: 'v1.token' },
      // The menu's old untyped lists, and a slice no screen reads any more.
      menu: { categories: [{ _id: 'c1', name: 'Soup', image: null, branch_id: 'b1' }], menuGroups: [{}], menuItemsByGroup: { x: [] } },
      overview: { totalSales: 5 },
      // A slice from before a field existed: the field gets its default.
      branches: { list: [] },
      // Something that is not a slice at all.
      business: 'corrupt',
    });
    const state = (await restoredStore()).getState();
    expect(state.auth.token).toBe('v1.token');
    expect(state.menu).toEqual({ categories: [{ _id: 'c1', name: 'Soup', image: null, branch_id: 'b1' }] });
    expect(state).not.toHaveProperty('overview');
    expect(state.branches).toEqual({ list: [], notFoundMessage: null });
    expect(state.business.colour_scheme).toBe('#FF0000');
    expect(state.basket.items).toEqual([]);
  });

  it('starts clean when nothing was stored', async () => {
    const state = (await restoredStore()).getState();
    expect(state.auth.token).toBeNull();
    expect(state.menu.categories).toEqual([]);
  });
});
