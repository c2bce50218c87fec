export * from './CustomerHeader';
export * from './use-go-back';
