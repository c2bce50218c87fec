import { useMemo } from 'react';
import type { UnknownAction } from 'redux';
import { useAppDispatch } from '../hooks';

type Creators = Record<string, (...args: never[]) => UnknownAction>;
export type BoundActions<A extends Creators> = { [K in keyof A]: (...args: Parameters<A[K]>) => void };

/** A module's action creators bound to the store (stable across renders): `useBoundActions(basketActions).add(line)`. */
export function useBoundActions<A extends Creators>(creators: A): BoundActions<A> {
  const dispatch = useAppDispatch();
  return useMemo(() => {
    const bound: Record<string, (...args: never[]) => void> = {};
    for (const name of Object.keys(creators)) bound[name] = (...args) => void dispatch(creators[name]!(...args));
    return bound as BoundActions<A>;
  }, [dispatch, creators]);
}
