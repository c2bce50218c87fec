import { useState } from 'react';
import { apiCall, useAction, useSessionUser } from '@troo/shared';
import type { CustomerMenuItem, TakenOrder } from '@troo/shared/contract';
import { Button, EmptyState, StaffPage } from '@troo/shared/kit';
import { useBranches, useWorkingOutlet } from '@troo/shared/portal';
import { newClientKey } from '../hooks/client-key';
import { orderItems, useOrderLines } from '../hooks/order-lines';
import { whereText, type OrderWhere } from '../hooks/order-place';
import { ChoiceButtons } from './ChoiceButtons';
import { DishSheet } from './DishSheet';
import { MenuPanel } from './MenuPanel';
import { OrderPanel } from './OrderPanel';
import { SentConfirmation } from './SentConfirmation';
import { WhereStep } from './WhereStep';
import './take-order.css';

/**
 * /demo/take-order/{portal}: a waiter's order for a guest. The outlet (an employee works at theirs),
 * where the order goes, then the menu and the order side by side on a tablet (one column on a phone),
 * 'Send to kitchen', and the order's number with 'Take payment' (its bill) or 'New order'.
 */
export function TakeOrderScreen() {
  const user = useSessionUser();
  const { branches } = useBranches();
  const working = useWorkingOutlet();
  const [picked, setPicked] = useState<string | null>(null);
  const ownOutlet = user?.branch_id ?? null;
  const outletId = ownOutlet ?? picked ?? working?.id ?? null;
  const [where, setWhere] = useState<OrderWhere | null>(null);
  const order = useOrderLines();
  const [opened, setOpened] = useState<CustomerMenuItem | null>(null);
  // One key per order: sending again (a double tap, a retry after a lost answer) makes no second order.
  const [clientKey, setClientKey] = useState(newClientKey);
  const [sent, setSent] = useState<TakenOrder | null>(null);
  const sending = useAction();

  const startOver = () => {
    setWhere(null);
    order.clear();
    setSent(null);
    setClientKey(newClientKey());
  };
  const send = () =>
    void sending.run(async () => {
      if (!outletId || !where) return;
      const answer = await apiCall(
        'POST /order/takeOrder',
        {
          body: {
            branch_id: outletId,
            client_key: clientKey,
            order_type: where.type,
            ...(where.type === 'pickup'
              ? { customer_name: where.name, customer_phone: where.phone }
              : { table_group: where.group, place_number: where.number }),
            items: orderItems(order.lines),
          },
        },
        { silent: true },
      );
      setSent(answer.data);
    });

  const businessIdentifier = user?.business_identifier ?? null;
  return (
    <StaffPage title="Take Order" wide className="kt-take-page">
      {!outletId || !businessIdentifier ? (
        <EmptyState title="Loading your outlet…" />
      ) : sent && where ? (
        <SentConfirmation order={sent} place={whereText(where)} onNewOrder={startOver} />
      ) : (
        <>
          {ownOutlet || branches.length < 2 ? null : (
            <ChoiceButtons
              label="Outlet"
              choices={branches.map((branch) => ({ value: branch._id, text: branch.branch_name }))}
              value={outletId}
              onChoose={(id) => {
                setPicked(id);
                startOver();
              }}
            />
          )}
          {where ? (
            <>
              <p className="kt-take__where">
                <strong>{whereText(where)}</strong>
                <Button variant="ghost" onClick={() => setWhere(null)}>
                  Change
                </Button>
              </p>
              <div className="kt-take__columns">
                <MenuPanel businessIdentifier={businessIdentifier} outletId={outletId} onOpen={setOpened} />
                <OrderPanel
                  lines={order.lines}
                  total={order.total}
                  busy={sending.busy}
                  error={sending.error}
                  onQuantity={order.setQuantity}
                  onSend={send}
                />
              </div>
            </>
          ) : (
            <WhereStep key={outletId} outletId={outletId} onChoose={setWhere} />
          )}
          {opened ? (
            <DishSheet
              businessIdentifier={businessIdentifier}
              itemId={opened._id}
              name={opened.menu_item_name}
              onAdd={order.add}
              onClose={() => setOpened(null)}
            />
          ) : null}
        </>
      )}
    </StaffPage>
  );
}
