export * from './common';
export * from './staff';
export * from './business';
