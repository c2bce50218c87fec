import { useState } from 'react';
import type { StaffOrder } from '@troo/shared/contract';
import { ConfirmDialog, EmptyState, QueryState, StaffPage, TabPanel, Tabs } from '@troo/shared/kit';
import { OutletSelector } from '@troo/shared/portal';
import { useKitchenOrders } from '../hooks/use-kitchen-orders';
import { useOrderChime } from '../hooks/use-order-chime';
import { OrderCard } from './OrderCard';
import { SoundControl } from './SoundControl';
import './kitchen-display.css';

type Tab = 'order' | 'ready';
type Pending = { order: StaffOrder; kind: 'reject' | 'note' } | null;

/** /demo/order/{portal}: the Kitchen Display System, live for the outlet chosen. */
export function KitchenDisplay() {
  const sound = useOrderChime();
  const kitchen = useKitchenOrders({ onNewOrder: sound.chime });
  const [tab, setTab] = useState<Tab>('order');
  const [pending, setPending] = useState<Pending>(null);
  const query = tab === 'order' ? kitchen.ordered : kitchen.ready;
  const count = (list: typeof kitchen.ordered) => (list.status === 'success' ? list.data.data.length : undefined);

  const act = async (order: StaffOrder, action: 'accept' | 'serve' | 'cancel') => {
    const done = await kitchen.act(order._id, action);
    if (!done) return;
    // Accepted orders wait on Ready; served or rejected ones leave, and the kitchen goes back to new ones.
    setTab(action === 'accept' ? 'ready' : 'order');
  };

  return (
    <StaffPage title="Orders" intro={<OutletSelector />}>
      <div className="kt-kds__bar">
        <p className="kt-kds__live" role="status">
          {kitchen.live === 'open' ? 'Live' : kitchen.live === 'refused' ? 'Not live: reload the page' : 'Connecting…'}
        </p>
        <SoundControl state={sound.state} onTurnOn={sound.turnOn} onMute={sound.mute} />
      </div>
      <Tabs
        id="kds"
        label="Orders"
        items={[
          { id: 'order', label: 'Order', count: count(kitchen.ordered) },
          { id: 'ready', label: 'Ready', count: count(kitchen.ready) },
        ]}
        value={tab}
        onChange={setTab}
      />
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
          empty={<EmptyState title="No Order Available" />}
        >
          {(answer) =>
            answer.data.map((order) => (
              <OrderCard
                key={order._id}
                order={order}
                busy={kitchen.busy}
                onAct={(action) => (action === 'cancel' ? setPending({ order, kind: 'reject' }) : void act(order, action))}
                onShowNote={() => setPending({ order, kind: 'note' })}
              />
            ))
          }
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
      <ConfirmDialog
        open={pending?.kind === 'note'}
        title={`Note for order #${pending?.order.order_number ?? ''}`}
        message={<span className="kt-kds__note">{pending?.order.note}</span>}
        confirmLabel="Close"
        onConfirm={() => setPending(null)}
        onCancel={() => setPending(null)}
      />
    </StaffPage>
  );
}
