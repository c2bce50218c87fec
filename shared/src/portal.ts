// @troo/shared/portal: the staff portal's shared pieces. Files under portal/ import the core
// through '@troo/shared' (never by relative path) so there is one store, one api client per page.
export * from './portal/PasswordInput';
export * from './portal/OtpInput';
export * from './portal/use-branches';
export * from './portal/OutletSelector';
export * from './portal/DownloadCsvButton';
export * from './portal/session';
export * from './portal/landing';
export * from './portal/use-working-outlet';
export * from './portal/getting-started';
export * from './live/use-order-events';
