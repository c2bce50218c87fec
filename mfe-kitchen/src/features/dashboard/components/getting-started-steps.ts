import { paths } from '@troo/shared';
import type { CallData } from '@troo/shared/contract';

type Steps = CallData<'GET /business/gettingStarted'>;

export interface GettingStartedStep {
  label: string;
  /** What doing the step means, under its label. */
  hint: string;
  to: string;
  done: (steps: Steps) => boolean;
}

/** A new owner's way to a first paid order, in the order they are best done; each ticked by the server. */
export const GETTING_STARTED_STEPS: GettingStartedStep[] = [
  {
    label: 'Build your menu',
    hint: 'Add a category, a group and your first dish.',
    to: paths.menuSetup,
    done: (steps) => steps.menu_built,
  },
  {
    label: 'Add tables and print their QR codes',
    hint: 'Each table or room gets a code diners scan.',
    to: paths.manageQr,
    done: (steps) => steps.tables_added,
  },
  {
    label: 'Set how you take orders',
    hint: 'Service fee, delivery, pickup and opening hours.',
    to: paths.orderingSettings,
    done: (steps) => steps.ordering_set,
  },
  {
    label: 'Take a test order',
    hint: 'Scan one of your QR codes with your phone and pay.',
    to: paths.manageQr,
    done: (steps) => steps.test_order_paid,
  },
];
