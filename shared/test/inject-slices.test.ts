import {
  appReducer,
  authSlice,
  createAppStore,
  defineSlice,
  injectSlices,
  PERSIST_KEY,
  PERSISTED_SLICES,
  type StateWithSlices,
} from '../src';
import type { ReducersMapObject } from 'redux';

// The registry of injected slices lives as long as the module: each test injects slices of its own names.
const counter = (name: string) => defineSlice(name, { count: 0 }, { add: (state, by: number) => ({ count: state.count + by }) });

/** The store's state as a remote that injected `R` reads it (its selectors are typed so). */
const stateWith = <R extends ReducersMapObject>(store: { getState(): unknown }) => store.getState() as StateWithSlices<R>;

async function bootstrapped(persistor: ReturnType<typeof createAppStore>['persistor']) {
  await new Promise<void>((resolve) => {
    if (persistor.getState().bootstrapped) return resolve();
    const stop = persistor.subscribe(() => {
      if (!persistor.getState().bootstrapped) return;
      stop();
      resolve();
    });
  });
}

/** What redux-persist wrote: the stored object's keys, each slice parsed. */
function stored(): Record<string, unknown> {
  const raw = localStorage.getItem(`persist:${PERSIST_KEY}`);
  const outer = JSON.parse(raw ?? '{}') as Record<string, string>;
  return Object.fromEntries(Object.entries(outer).map(([key, value]) => [key, JSON.parse(value)]));
}

beforeEach(() => localStorage.clear());

describe('injectSlices', () => {
  it('adds a slice to a store that exists, and its actions work', async () => {
    const { store, persistor } = createAppStore();
    await bootstrapped(persistor);
    const tally = counter('tally');
    injectSlices({ tally: tally.reducer });
    const state = () => stateWith<{ tally: typeof tally.reducer }>(store);
    expect(state().tally).toEqual({ count: 0 });
    store.dispatch(tally.actions.add(2));
    expect(state().tally).toEqual({ count: 2 });
    // The root reducer's slices are still there, and still reduce.
    store.dispatch(authSlice.actions.setToken('t1'));
    expect(state().auth.token).toBe('t1');
  });

  it('queues slices injected before the store exists: the store starts with them', () => {
    const early = counter('early');
    injectSlices({ early: early.reducer });
    const { store } = createAppStore();
    expect(stateWith<{ early: typeof early.reducer }>(store).early).toEqual({ count: 0 });
  });

  it('does nothing when the same slice is injected again', () => {
    const { store } = createAppStore();
    const twice = counter('twice');
    injectSlices({ twice: twice.reducer });
    store.dispatch(twice.actions.add(5));
    const before = store.getState();
    const listener = jest.fn();
    store.subscribe(listener);
    injectSlices({ twice: twice.reducer });
    expect(listener).not.toHaveBeenCalled();
    expect(store.getState()).toBe(before);
    expect(stateWith<{ twice: typeof twice.reducer }>(store).twice).toEqual({ count: 5 });
  });

  it('refuses a key of the root reducer', () => {
    // @ts-expect-error -- the root reducer's (and so every persisted) slices cannot be injected
    expect(() => injectSlices({ auth: authSlice.reducer })).toThrow(/root reducer/);
  });

  it('never persists an injected slice, and persistence goes on after an injection', async () => {
    const { store, persistor } = createAppStore();
    await bootstrapped(persistor);
    const draft = counter('draft');
    injectSlices({ draft: draft.reducer });
    store.dispatch(draft.actions.add(1));
    store.dispatch(authSlice.actions.setToken('after-injection'));
    await persistor.flush();
    const written = stored();
    expect(Object.keys(written).sort()).toEqual([...PERSISTED_SLICES, '_persist'].sort());
    expect(written).not.toHaveProperty('draft');
    expect(written.auth).toEqual({ token: 'after-injection' });
  });

  it('appReducer holds the injected slices and a test’s extra ones', () => {
    const seen = counter('seen');
    injectSlices({ seen: seen.reducer });
    const extra = counter('extra');
    const state = appReducer({ extra: extra.reducer })(undefined, extra.actions.add(3));
    expect(state.extra).toEqual({ count: 3 });
    expect(state).toHaveProperty('seen', { count: 0 });
    expect(Object.keys(state)).toEqual(expect.arrayContaining([...PERSISTED_SLICES, 'queries']));
  });
});
