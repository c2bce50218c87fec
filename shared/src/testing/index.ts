export * from './render-screen';
export * from './fixtures';
