// @troo/releases/integrity: the one check a first-paint thread needs (@troo/pages' first-paint-worker),
// as an entry of its own: a thread that loaded the whole package (registry, tar, pg, the CLI) would
// start about 0.3 s later, on every thread of the pool.
export { asPublished } from './remotes/release-integrity.js';
