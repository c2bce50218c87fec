// Where ordering and checkout meet outside the store: the order type a diner chose (kept in the
// browser's storage, as the spec says) and the checkout call's body made from the basket module. Both
// are bundled by the remotes that use them, so the shell (and a diner's first screen) carries neither.
export * from './order-type';
export * from './to-checkout';
