import { useCallback, useState } from 'react';
import type { StaffOrder } from '@troo/shared/contract';
import { Button, ConfirmDialog, EmptyState, QueryState, StaffPage, TabPanel, Tabs } from '@troo/shared/kit';
import { OutletSelector } from '@troo/shared/portal';
import { AvailabilityControl } from '../../../common/availability/components/AvailabilityControl';
import { useKitchenOrders } from '../hooks/use-kitchen-orders';
import { useNow } from '../../../common/orders/use-now';
import { useOrderChime } from '../hooks/use-order-chime';
import { useRealert } from '../hooks/use-realert';
import { useStation } from '../hooks/use-station';
import { useWakeLock } from '../hooks/use-wake-lock';
import { waitingThresholds } from '../../../common/orders/waiting-thresholds';
import { oldestFirst } from '../../../common/orders/waiting-time';
import { ConnectionLabel } from './ConnectionLabel';
import { OrderCard } from './OrderCard';
import { RealertToggle } from './RealertToggle';
import { ServeUndoBar } from './ServeUndoBar';
import { SoundBlockedBar } from './SoundBlockedBar';
import { SoundControl } from './SoundControl';
import { StationChooser } from './StationChooser';
import { stationShare } from './station-share';
import './kitchen-display.css';

type Tab = 'order' | 'ready' | 'scheduled';
type CardAction = 'accept' | 'serve' | 'cancel';

/**
 * /demo/order/{portal}: the Kitchen Display System, live for the outlet chosen. A queue: the Order tab
 * holds the new orders, longest waiting first, and beside them those in progress (accepted), so Accept
 * keeps the cook on the next new order; Ready lists the accepted ones alone (the spec's tab) and
 * Scheduled those due on a later day. Its cards fill a phone, a tablet or a wall monitor.
 */
export function KitchenDisplay() {
  const sound = useOrderChime();
  const kitchen = useKitchenOrders({ onNewOrder: sound.chime });
  const now = useNow();
  useWakeLock();
  const thresholds = waitingThresholds(kitchen.outlet);
  const station = useStation(kitchen.outlet?.id ?? null);
  const [tab, setTab] = useState<Tab>('order');
  const [rejecting, setRejecting] = useState<StaffOrder | null>(null);
  const [served, setServed] = useState<StaffOrder | null>(null);
  const count = (list: typeof kitchen.ordered) => (list.status === 'success' ? list.data.data.length : undefined);
  // New orders are never out of sight: on the Ready and Scheduled tabs, a banner says they wait (and they ring).
  const waiting = count(kitchen.ordered) ?? 0;
  const realert = useRealert(waiting > 0, sound.chime);
  const endUndo = useCallback(() => setServed(null), []);

  const act = async (order: StaffOrder, action: CardAction) => {
    const done = await kitchen.act(order._id, action);
    if (done && action === 'serve') setServed(order);
  };
  const undoServe = async () => {
    if (!served) return;
    const done = await kitchen.act(served._id, 'unserve');
    if (done) setServed(null);
  };
  const onAct = (order: StaffOrder) => (action: CardAction) => (action === 'cancel' ? setRejecting(order) : void act(order, action));
  // A station's display shows its share of each order (its lines) with its part's Done; All, whole orders.
  const chosen = station.station?._id ?? null;
  const shown = (orders: StaffOrder[]) => (chosen ? orders.flatMap((order) => stationShare(order, chosen) ?? []) : orders);
  const cards = (orders: StaffOrder[]) => (
    <div className="kt-kds__grid">
      {oldestFirst(shown(orders)).map((order) => (
        <OrderCard
          key={order._id}
          order={order}
          busy={kitchen.busy}
          now={now}
          thresholds={thresholds}
          onAct={onAct(order)}
          onStationDone={chosen ? () => void kitchen.stationDone(order._id, chosen) : undefined}
        />
      ))}
    </div>
  );

  return (
    <StaffPage
      title="Orders"
      intro={<OutletSelector />}
      wide
      className="kt-kds-page"
      actions={
        // The display's controls, one row.
        <div className="kt-kds__bar">
          <StationChooser stations={station.stations} value={chosen} onChange={station.choose} />
          <ConnectionLabel state={kitchen.live} />
          <AvailabilityControl />
          <SoundControl state={sound.state} onTurnOn={sound.turnOn} onMute={sound.mute} />
          <RealertToggle enabled={realert.enabled} onToggle={realert.toggle} />
        </div>
      }
    >
      {sound.state === 'blocked' ? <SoundBlockedBar onTurnOn={sound.turnOn} /> : null}
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
        {tab === 'order' ? (
          <div className="kt-kds__queue">
            <section className="kt-kds__column" aria-labelledby="kds-new">
              <h2 id="kds-new" className="kt-kds__column-title">
                New
              </h2>
              <QueryState
                query={kitchen.ordered}
                loadingText="Loading orders…"
                isEmpty={(answer) => shown(answer.data).length === 0}
                empty={<EmptyState title="No Order Available" />}
              >
                {(answer) => cards(answer.data)}
              </QueryState>
            </section>
            <section className="kt-kds__column kt-kds__column--progress" aria-labelledby="kds-progress">
              <h2 id="kds-progress" className="kt-kds__column-title">
                In progress
              </h2>
              <QueryState
                query={kitchen.ready}
                loadingText="Loading orders…"
                isEmpty={(answer) => shown(answer.data).length === 0}
                empty={<p className="kt-kds__none">Nothing in progress</p>}
              >
                {(answer) => cards(answer.data)}
              </QueryState>
            </section>
          </div>
        ) : (
          <QueryState
            query={tab === 'ready' ? kitchen.ready : kitchen.scheduled}
            loadingText="Loading orders…"
            isEmpty={(answer) => shown(answer.data).length === 0}
            empty={<EmptyState title={tab === 'scheduled' ? 'No scheduled orders' : 'No Order Available'} />}
          >
            {/* Scheduled orders come soonest first from the server, as the queue would sort them. */}
            {(answer) => cards(answer.data)}
          </QueryState>
        )}
      </TabPanel>
      {served ? (
        <ServeUndoBar orderNumber={served.order_number} busy={kitchen.busy} onUndo={() => void undoServe()} onExpire={endUndo} />
      ) : null}
      <ConfirmDialog
        open={rejecting !== null}
        title="Reject order"
        message={`Reject order #${rejecting?.order_number ?? ''}? The diner's payment is refunded.`}
        confirmLabel="Reject"
        tone="danger"
        busy={kitchen.busy}
        onConfirm={() => {
          if (rejecting) void act(rejecting, 'cancel').then(() => setRejecting(null));
        }}
        onCancel={() => setRejecting(null)}
      />
    </StaffPage>
  );
}
