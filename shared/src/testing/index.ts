export * from './render-screen';
export * from './fixtures';
export * from './store-states';
