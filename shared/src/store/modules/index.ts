// The typed modules remotes and the shell meet through: each hides its slice's shape.
export * from './basket';
export * from './checkout';
export * from './business';
export * from './session';
export * from './outlet';
export * from './order-type';
