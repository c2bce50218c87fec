export * from './steps';
export * from './use-getting-started';
export * from './following';
export * from './GettingStartedLink';
export * from './NextStep';
