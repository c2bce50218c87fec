import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { OrderEvent } from '@troo/shared/portal';
import { fakeApi, renderScreen, signedIn } from '@troo/shared/testing';
import { BRANCH, branchAnswer } from '../../../../test/staff-order';
import { KitchenDisplay } from './KitchenDisplay';

// The browser's audio output is the edge of the machine: a fake AudioContext counts the tones started.
let sendEvent: (event: OrderEvent) => void = () => undefined;
jest.mock('@troo/shared/portal', () => ({
  ...jest.requireActual<object>('@troo/shared/portal'),
  useOrderEvents: (_branch: string | null, onEvent: (event: OrderEvent) => void) => {
    sendEvent = onEvent;
    return { state: 'open' };
  },
}));

const tonesStarted: number[] = [];
const resumed = jest.fn();

class FakeAudioContext {
  currentTime = 0;
  destination = {};
  resume = resumed.mockResolvedValue(undefined);
  createOscillator() {
    return {
      type: '',
      frequency: { value: 0 },
      connect: (node: unknown) => node,
      start: () => tonesStarted.push(Date.now()),
      stop: () => undefined,
    };
  }
  createGain() {
    return { gain: { setValueAtTime: () => undefined, exponentialRampToValueAtTime: () => undefined }, connect: (node: unknown) => node };
  }
}

const event = (kind: OrderEvent['kind'], id: number): OrderEvent => ({ id, kind, order_id: `o${id}`, branch_id: BRANCH });

beforeEach(() => {
  tonesStarted.length = 0;
  (window as unknown as { AudioContext: unknown }).AudioContext = FakeAudioContext;
  fakeApi({
    'GET /branch/getBranch': branchAnswer,
    'GET /order/getBranchOrderByStatus/': () => ({ status: 200, body: { message: 'OK', data: [] } }),
  });
});

describe('The kitchen display sound', () => {
  it('stays silent until tapped on, then rings on a new order but not on a changed one, and not once muted', async () => {
    const user = userEvent.setup();
    renderScreen(<KitchenDisplay />, { url: '/demo/order/troo-portal', preloadedState: signedIn('employee') });
    await screen.findByText('No Order Available');

    await act(async () => sendEvent(event('created', 1)));
    expect(tonesStarted).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Tap to turn on sound' }));
    expect(resumed).toHaveBeenCalled();
    expect(tonesStarted).toHaveLength(2); // the confirming ring: two tones

    await act(async () => sendEvent(event('created', 2)));
    expect(tonesStarted).toHaveLength(4);
    await act(async () => sendEvent(event('changed', 3)));
    expect(tonesStarted).toHaveLength(4);

    await user.click(screen.getByRole('button', { name: 'Mute sound' }));
    await act(async () => sendEvent(event('created', 4)));
    expect(tonesStarted).toHaveLength(4);

    await user.click(screen.getByRole('button', { name: 'Turn sound on' }));
    await act(async () => sendEvent(event('created', 5)));
    expect(tonesStarted).toHaveLength(8);
  });
});
