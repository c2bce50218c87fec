// @troo/shared/runtime: what exists once per page. The shell provides it as a federation singleton
// (strictVersion, checked by the release guard) whose version comes from this file's module graph
// (rspack.runtime-version.js): the store and root reducer, the session and api client, the query
// cache and its hooks, toasts, runtime config. Everything else in @troo/shared is bundled by each app
// and reaches these through this entry (the package specifier, never a relative path), so it gets
// the page's one copy. Keep this graph small: each file in it ties remotes to the shell's release.
export * from './config/runtime-config';
export * from './api/client';
export * from './api/call';
export * from './store';
export * from './data/query-slice';
export * from './data/use-api-query';
export * from './data/use-action';
export * from './data/use-online';
export * from './ui/toast';
