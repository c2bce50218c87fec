import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { OrderEvent } from '@troo/shared/portal';
import { fakeApi, renderScreen, signedIn } from '@troo/shared/testing';
import type { StaffOrder } from '@troo/shared/contract';
import { BRANCH, branchAnswer, staffOrder } from '../../../../test/staff-order';
import { KitchenDisplay } from './KitchenDisplay';

// The browser's audio output is the edge of the machine: a fake AudioContext counts the tones started.
let sendEvent: (event: OrderEvent) => void = () => undefined;
let reopened: () => void = () => undefined;
jest.mock('@troo/shared/portal', () => ({
  ...jest.requireActual<object>('@troo/shared/portal'),
  useOrderEvents: (_branch: string | null, onEvent: (event: OrderEvent) => void, options: { onOpen?: () => void } = {}) => {
    sendEvent = onEvent;
    reopened = () => options.onOpen?.();
    return { state: 'open' };
  },
}));

const tonesStarted: number[] = [];
const resumed = jest.fn();

/** What the browser lets a page's audio do before anyone taps it: 'running' where allowed, else 'suspended'. */
let stateOnLoad: AudioContextState = 'suspended';

class FakeAudioContext {
  state: AudioContextState = stateOnLoad;
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

/** The outlet's lists: each order in the list of its status. */
const listed = (orders: () => StaffOrder[]) =>
  fakeApi({
    'GET /branch/getBranch': branchAnswer,
    'GET /order/getBranchOrderByStatus/': (request) => ({
      status: 200,
      body: { message: 'OK', data: orders().filter((order) => order.status === (request.params as { status: string }).status) },
    }),
  });

const event = (kind: OrderEvent['kind'], id: number): OrderEvent => ({ id, kind, order_id: `o${id}`, branch_id: BRANCH });

beforeEach(() => {
  tonesStarted.length = 0;
  localStorage.clear();
  stateOnLoad = 'suspended';
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

  it('keeps the choice on the device: muted stays muted after a reload', async () => {
    const user = userEvent.setup();
    const first = renderScreen(<KitchenDisplay />, { url: '/demo/order/troo-portal', preloadedState: signedIn('employee') });
    await user.click(await screen.findByRole('button', { name: 'Tap to turn on sound' }));
    await user.click(screen.getByRole('button', { name: 'Mute sound' }));
    first.unmount();

    renderScreen(<KitchenDisplay />, { url: '/demo/order/troo-portal', preloadedState: signedIn('employee') });
    expect(await screen.findByRole('button', { name: 'Turn sound on' })).toBeInTheDocument();
    await act(async () => sendEvent(event('created', 1)));
    expect(tonesStarted).toHaveLength(2); // only the first page's confirming ring
  });

  it('turned on before: plays at once where the browser allows it', async () => {
    localStorage.setItem('troo-kitchen-sound', 'on');
    stateOnLoad = 'running';
    renderScreen(<KitchenDisplay />, { url: '/demo/order/troo-portal', preloadedState: signedIn('employee') });
    expect(await screen.findByRole('button', { name: 'Mute sound' })).toBeInTheDocument();
    await act(async () => sendEvent(event('created', 1)));
    expect(tonesStarted).toHaveLength(2);
  });

  it('turned on before but blocked by the browser: says so, and the first tap anywhere turns it on', async () => {
    localStorage.setItem('troo-kitchen-sound', 'on');
    renderScreen(<KitchenDisplay />, { url: '/demo/order/troo-portal', preloadedState: signedIn('employee') });
    expect(await screen.findByRole('button', { name: 'Sound is blocked: tap to turn it on' })).toBeInTheDocument();
    await act(async () => sendEvent(event('created', 1)));
    expect(tonesStarted).toHaveLength(0);

    await userEvent.setup().click(screen.getByRole('tab', { name: /Ready/ }));
    expect(screen.getByRole('button', { name: 'Mute sound' })).toBeInTheDocument();
    await act(async () => sendEvent(event('created', 2)));
    expect(tonesStarted).toHaveLength(2);
  });

  it('rings again every 30 s while an order waits unaccepted, until it is accepted; repeating can be turned off on the device', async () => {
    jest.useFakeTimers({ now: new Date('2026-11-22T11:06:00.000Z'), doNotFake: ['queueMicrotask'] });
    try {
      localStorage.setItem('troo-kitchen-sound', 'on');
      stateOnLoad = 'running';
      let status: StaffOrder['status'] = 'Ordered';
      listed(() => [staffOrder(status)]);
      const first = renderScreen(<KitchenDisplay />, { url: '/demo/order/troo-portal', preloadedState: signedIn('employee') });
      await screen.findByRole('article', { name: 'Order 17' });
      expect(tonesStarted).toHaveLength(0); // already there when the display opened: the repeat rings for it
      await act(async () => {
        await jest.advanceTimersByTimeAsync(30_000);
      });
      expect(tonesStarted).toHaveLength(2);
      await act(async () => {
        await jest.advanceTimersByTimeAsync(30_000);
      });
      expect(tonesStarted).toHaveLength(4);

      status = 'Accepted';
      await act(async () => sendEvent(event('changed', 1)));
      await screen.findByRole('article', { name: 'Order 17' });
      await act(async () => {
        await jest.advanceTimersByTimeAsync(60_000);
      });
      expect(tonesStarted).toHaveLength(4);

      status = 'Ordered';
      const user = userEvent.setup({ advanceTimers: (ms) => jest.advanceTimersByTime(ms) });
      await user.click(screen.getByRole('button', { name: 'Repeat: 30 s' }));
      first.unmount();
      renderScreen(<KitchenDisplay />, { url: '/demo/order/troo-portal', preloadedState: signedIn('employee') });
      expect(await screen.findByRole('button', { name: 'Repeat: off' })).toHaveAttribute('aria-pressed', 'false');
      await act(async () => {
        await jest.advanceTimersByTimeAsync(90_000);
      });
      expect(tonesStarted).toHaveLength(4);
    } finally {
      jest.useRealTimers();
    }
  });

  it('rings once for an order paid while the stream was down, when the list read on reconnecting shows it', async () => {
    localStorage.setItem('troo-kitchen-sound', 'on');
    stateOnLoad = 'running';
    let orders: StaffOrder[] = [];
    listed(() => orders);
    renderScreen(<KitchenDisplay />, { url: '/demo/order/troo-portal', preloadedState: signedIn('employee') });
    await screen.findByText('No Order Available');

    orders = [staffOrder('Ordered')]; // paid meanwhile; its event is lost
    await act(async () => reopened());
    await screen.findByRole('article', { name: 'Order 17' });
    expect(tonesStarted).toHaveLength(2);
    // Its event arriving late (replayed) does not ring it twice.
    await act(async () => sendEvent({ id: 7, kind: 'created', order_id: 'o1', branch_id: BRANCH }));
    expect(tonesStarted).toHaveLength(2);
  });
});
