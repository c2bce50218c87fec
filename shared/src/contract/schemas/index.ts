export * from './common';
export * from './staff';
export * from './business';
export * from './menu';
export * from './employees';
export * from './customer';
export * from './ordering-settings';
export * from './orders';
