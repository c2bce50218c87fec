// The one way screens read and change server data: useApiQuery (reads, shared through the store),
// QueryState (their loading, error-with-retry and empty states), useAction (changes, busy guard)
// and useOnline (whether a call can reach the server at all).
export * from './query-slice';
export * from './use-api-query';
export * from './QueryState';
export * from './use-action';
export * from './use-online';
