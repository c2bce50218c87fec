// The typed modules remotes and the shell meet through: each hides its slice's shape.
export * from './basket';
export * from './business';
export * from './session';
export * from './outlet';
