import { useState } from 'react';
import type { StaffOrder } from '@troo/shared/contract';
import { Button, ConfirmDialog, EmptyState, QueryState, StaffPage, TabPanel, Tabs } from '@troo/shared/kit';
import { OutletSelector } from '@troo/shared/portal';
import { AvailabilityControl } from '../../../common/availability/components/AvailabilityControl';
import { useKitchenOrders } from '../hooks/use-kitchen-orders';
import { useOrderChime } from '../hooks/use-order-chime';
import { OrderCard } from './OrderCard';
import { SoundControl } from './SoundControl';
import './kitchen-display.css';

type Tab = 'order' | 'ready' | 'scheduled';
type Pending = { order: StaffOrder; kind: 'reject' } | null;

/**
 * /demo/order/{portal}: the Kitchen Display System, live for the outlet chosen: new orders (Order),
 * accepted ones (Ready) and those due on a later day (Scheduled). Its cards fill the width of a
 * phone, a tablet or a wall monitor (the route is declared wide).
 */
export function KitchenDisplay() {
  const sound = useOrderChime();
  const kitchen = useKitchenOrders({ onNewOrder: sound.chime });
  const [tab, setTab] = useState<Tab>('order');
  const [pending, setPending] = useState<Pending>(null);
  const query = tab === 'order' ? kitchen.ordered : tab === 'ready' ? kitchen.ready : kitchen.scheduled;
  const count = (list: typeof kitchen.ordered) => (list.status === 'success' ? list.data.data.length : undefined);
  // New orders are never out of sight: on the Ready and Scheduled tabs, a banner says they wait (and one arriving rings).
  const waiting = count(kitchen.ordered) ?? 0;

  const act = async (order: StaffOrder, action: 'accept' | 'serve' | 'cancel') => {
    const done = await kitchen.act(order._id, action);
    if (!done) return;
    // Accepted orders wait on Ready; served or rejected ones leave, and the kitchen goes back to new ones
    // (a scheduled order rejected leaves the kitchen on Scheduled).
    setTab(action === 'accept' ? 'ready' : tab === 'scheduled' ? 'scheduled' : 'order');
  };

  return (
    <StaffPage title="Orders" intro={<OutletSelector />} wide>
      <div className="kt-kds__bar">
        <p className="kt-kds__live" role="status">
          {kitchen.live === 'open' ? 'Live' : kitchen.live === 'refused' ? 'Not live: reload the page' : 'Connecting…'}
        </p>
        <AvailabilityControl />
        <SoundControl state={sound.state} onTurnOn={sound.turnOn} onMute={sound.mute} />
      </div>
      <Tabs
        id="kds"
        label="Orders"
        items={[
          { id: 'order', label: 'Order', count: count(kitchen.ordered) },
          { id: 'ready', label: 'Ready', count: count(kitchen.ready) },
          { id: 'scheduled', label: 'Scheduled', count: count(kitchen.scheduled) },
        ]}
        value={tab}
        onChange={setTab}
      />
      {tab !== 'order' && waiting ? (
        <div className="kt-kds__waiting" role="alert">
          <span>
            {waiting} new {waiting === 1 ? 'order is' : 'orders are'} waiting
          </span>
          <Button variant="secondary" onClick={() => setTab('order')}>
            Show
          </Button>
        </div>
      ) : null}
      <TabPanel id="kds" value={tab}>
        {kitchen.error ? (
          <p className="troo-field__error" role="alert">
            {kitchen.error}
          </p>
        ) : null}
        <QueryState
          query={query}
          loadingText="Loading orders…"
          isEmpty={(answer) => answer.data.length === 0}
          empty={<EmptyState title={tab === 'scheduled' ? 'No scheduled orders' : 'No Order Available'} />}
        >
          {(answer) => (
            <div className="kt-kds__grid">
              {answer.data.map((order) => (
                <OrderCard
                  key={order._id}
                  order={order}
                  busy={kitchen.busy}
                  onAct={(action) => (action === 'cancel' ? setPending({ order, kind: 'reject' }) : void act(order, action))}
                />
              ))}
            </div>
          )}
        </QueryState>
      </TabPanel>
      <ConfirmDialog
        open={pending?.kind === 'reject'}
        title="Reject order"
        message={`Reject order #${pending?.order.order_number ?? ''}? The diner's payment is refunded.`}
        confirmLabel="Reject"
        tone="danger"
        busy={kitchen.busy}
        onConfirm={() => {
          if (pending) void act(pending.order, 'cancel').then(() => setPending(null));
        }}
        onCancel={() => setPending(null)}
      />
    </StaffPage>
  );
}
