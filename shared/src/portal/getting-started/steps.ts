import { paths } from '@troo/shared';
import type { CallData } from '@troo/shared/contract';

export type GettingStartedSteps = CallData<'GET /business/gettingStarted'>;
export type GettingStartedKey = 'menu' | 'tables' | 'ordering' | 'test-order';

export interface GettingStartedStep {
  key: GettingStartedKey;
  label: string;
  /** What doing the step means, under its label. */
  hint: string;
  /** Where the step is done: a portal path, or (the test order) the diner's page, opened in a new tab. */
  to: (steps: GettingStartedSteps) => string;
  done: (steps: GettingStartedSteps) => boolean;
}

/** A new owner's way to a first paid order, in the order they are best done; each ticked by the server. */
export const GETTING_STARTED_STEPS: readonly GettingStartedStep[] = [
  {
    key: 'menu',
    label: 'Build your menu',
    hint: 'Add a category, a group and your first dish.',
    to: () => paths.menuSetup,
    done: (steps) => steps.menu_built,
  },
  {
    key: 'tables',
    label: 'Add tables and print their QR codes',
    hint: 'Each table or room gets a code diners scan.',
    to: () => paths.manageQr,
    done: (steps) => steps.tables_added,
  },
  {
    key: 'ordering',
    label: 'Set how you take orders',
    hint: 'Service fee, delivery, pickup and opening hours.',
    to: () => paths.orderingSettings,
    done: (steps) => steps.ordering_set,
  },
  {
    key: 'test-order',
    label: 'Take a test order',
    hint: 'Opens your first QR code’s page, as a diner’s phone does: order and pay.',
    to: (steps) => steps.test_order_url ?? paths.manageQr,
    done: (steps) => steps.test_order_paid,
  },
];

/** The first step not done yet, or null once all are. */
export const nextGettingStartedStep = (steps: GettingStartedSteps) => GETTING_STARTED_STEPS.find((step) => !step.done(steps)) ?? null;
