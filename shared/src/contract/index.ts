// @troo/shared/contract: every API call's request and answers (TypeBox schemas), the enums, the
// validation rules and the spec's message texts — once, for the API and the screens alike.
//
// Not a federation singleton (see rspack.shared.js): it holds no state, so each app bundles it and
// keeps only what it uses. Screens import the call definitions as types only (`apiCall('POST /login', …)`
// names a call by its id), so a phone never downloads TypeBox or a schema; messages and rules are
// plain constants and functions.
export * from './define-call';
export * from './fill-path';
export * from './cache-key';
export * from './enums';
export * from './messages';
export * from './rules';
export * from './option-rules';
export * from './money';
export * from './lagos-time';
export * from './order-place';
export * from './tax-lines';
export * from './remote-failures';
export * from './schemas';
export * from './calls';
