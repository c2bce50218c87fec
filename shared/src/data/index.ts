// The one way screens read and change server data: useApiQuery (reads, shared through the store),
// QueryState (their loading, error-with-retry and empty states) and useAction (changes, busy guard).
export * from './query-slice';
export * from './use-api-query';
export * from './QueryState';
export * from './use-action';
