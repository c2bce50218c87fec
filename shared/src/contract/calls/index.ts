import type { CallDefinition, CallIdOf, CallInput, CallResult } from '../define-call';
import * as assets from './assets';
import * as auth from './auth';
import * as business from './business';
import * as customer from './customer';
import * as employees from './employees';
import * as gettingStarted from './getting-started';
import * as kitchen from './kitchen';
import * as kitchenAvailability from './kitchen-availability';
import * as menu from './menu';
import * as menuCopy from './menu-copy';
import * as onboarding from './onboarding';
import * as orderingSettings from './ordering-settings';
import * as orderEvents from './order-events';
import * as orders from './orders';
import * as orderMoney from './order-money';
import * as payments from './payments';
import * as releases from './releases';
import * as remoteErrors from './remote-errors';
import * as reports from './reports';
import * as stations from './stations';
import * as takeOrder from './take-order';
import * as tabs from './tabs';

/** Every call the API serves. The API registers each route from its entry; nothing else describes a call. */
export const calls = {
  ...auth,
  ...onboarding,
  ...business,
  ...customer,
  ...menu,
  ...menuCopy,
  ...assets,
  ...employees,
  ...orderingSettings,
  ...gettingStarted,
  ...payments,
  ...orders,
  ...kitchen,
  ...orderMoney,
  ...reports,
  ...kitchenAvailability,
  ...stations,
  ...takeOrder,
  ...tabs,
  ...orderEvents,
  ...releases,
  ...remoteErrors,
} satisfies Record<string, CallDefinition>;

type Calls = typeof calls;

/** The calls by id ('POST /login' → its definition): how screens and test fakes name a call. */
export type ApiCalls = { [K in keyof Calls as CallIdOf<Calls[K]>]: Calls[K] };
export type CallId = keyof ApiCalls;
/** The calls a screen may make: all but the operator's (releases), which need the server's RELEASE_TOKEN. */
export type ScreenCallId = { [Id in CallId]: ApiCalls[Id]['access'] extends 'operator' ? never : Id }[CallId];

/** What a call takes and answers, by id: `CallBody<'POST /login'>`, `CallData<'GET /userDetails'>`. */
export type CallBody<Id extends CallId> = CallInput<ApiCalls[Id]>['body'];
export type CallResponse<Id extends CallId> = CallResult<ApiCalls[Id]>;
export type CallData<Id extends CallId> = CallResult<ApiCalls[Id]> extends { data: infer D } ? D : never;
