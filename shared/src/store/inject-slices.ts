import { combineReducers, type Reducer, type ReducersMapObject, type StateFromReducersMapObject, type UnknownAction } from 'redux';
import { rootReducer, rootReducers, type RootState } from './root-reducer';

/**
 * Reducers of the slices a remote adds to the store, by state key. A key of the root reducer is
 * refused: those slices (and every persisted one) belong to the root reducer.
 */
export type SliceReducers = ReducersMapObject & { [K in keyof RootState]?: never };

/** The state a remote's selectors see once it injected `R`: `useAppSelector.withTypes<StateWithSlices<R>>()`. */
export type StateWithSlices<R extends ReducersMapObject> = RootState & StateFromReducersMapObject<R>;

/** Every slice injected so far (on a page: since it opened; a store created later starts with them). */
const injected: Record<string, Reducer> = {};
const listeners = new Set<() => void>();

/**
 * Adds a remote's own slices to the store, e.g. `injectSlices({ register: registerSlice.reducer })`
 * when the module of a screen that reads them loads. The store's reducer is replaced (through its
 * persisted reducer, so persistence keeps working) by one that includes them; injected slices are
 * never persisted. Injecting a slice already there is a no-op; before the store exists the slices
 * wait here, and the store is created with them.
 */
export function injectSlices(reducers: SliceReducers): void {
  let changed = false;
  for (const [key, reducer] of Object.entries(reducers as Record<string, Reducer | undefined>)) {
    if (!reducer) continue;
    if (Object.hasOwn(rootReducers, key))
      throw new Error(`[troo] '${key}' is a slice of the root reducer: a remote injects only slices of its own`);
    if (injected[key] === reducer) continue;
    // Another reducer under the key (the module evaluated again, as on a hot update) replaces it.
    injected[key] = reducer;
    changed = true;
  }
  if (changed) listeners.forEach((listener) => listener());
}

/** The root reducer with every slice injected so far, and `extra` (a test's slices). */
export function appReducer<R extends SliceReducers = Record<never, never>>(extra?: R): Reducer<StateWithSlices<R>, UnknownAction> {
  if (!extra && Object.keys(injected).length === 0) return rootReducer as unknown as Reducer<StateWithSlices<R>, UnknownAction>;
  return combineReducers({ ...rootReducers, ...injected, ...extra }) as unknown as Reducer<StateWithSlices<R>, UnknownAction>;
}

/** Calls `listener` after each injection that added or replaced a slice; returns the unsubscribe. */
export function onSlicesInjected(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
