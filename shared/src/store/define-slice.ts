import type { Reducer, UnknownAction } from 'redux';

/** Clears everything a signed-in user or a customer session left behind. */
export const RESET_SESSION = 'app/resetSession';
export const resetSession = () => ({ type: RESET_SESSION }) as const;

// `never` accepts a handler of any payload type (parameters are compared contravariantly).
type Handlers<S> = Record<string, (state: S, payload: never) => S>;
type Params<F> = F extends (...args: infer A) => unknown ? A : never;
type ActionCreators<H> = {
  [K in keyof H]: Params<H[K]> extends [unknown, infer P]
    ? (payload: P) => { type: string; payload: P }
    : () => { type: string; payload: undefined };
};

/**
 * A redux slice without a toolkit: one reducer, one action creator per handler, typed from
 * the handlers. `resetsWithSession` slices go back to their initial state on logout.
 */
export function defineSlice<S, H extends Handlers<S>>(
  name: string,
  initialState: S,
  handlers: H,
  { resetsWithSession = false }: { resetsWithSession?: boolean } = {},
) {
  const prefix = `${name}/`;
  const reducer: Reducer<S, UnknownAction> = (state = initialState, action) => {
    if (resetsWithSession && action.type === RESET_SESSION) return initialState;
    if (!action.type.startsWith(prefix)) return state;
    const handler = handlers[action.type.slice(prefix.length)];
    return handler ? handler(state, (action as { payload?: unknown }).payload as never) : state;
  };
  const actions = Object.fromEntries(
    Object.keys(handlers).map((key) => [key, (payload?: unknown) => ({ type: prefix + key, payload })]),
  ) as ActionCreators<H>;
  return { name, reducer, actions, initialState };
}
