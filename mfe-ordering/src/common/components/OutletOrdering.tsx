import type { ReactNode } from 'react';
import { useOnline, type OrderingMode } from '@troo/shared';
import { OfflineNotice } from '@troo/shared/kit';
import { useOutletDetails } from '../hooks/use-customer-menu';
import { OrderingOpen } from '../ordering-open';
import { NotTakingOrders } from './NotTakingOrders';
// The notice's look, from the landing's styles (imported here, not by the notice: the landing's first load stays as it is).
import './landing.css';

interface OutletOrderingProps {
  mode: OrderingMode;
  businessIdentifier: string | null;
  /** Null: the business's first outlet. */
  branch: string | null;
  children: ReactNode;
}

/**
 * A menu screen's content under its outlet's ordering status: while the outlet is paused or closed,
 * the landing's notice above it and no add controls inside (the diner is told now, not at payment).
 * Offline (a menu the phone kept), the same: the menu to look through, nothing to order.
 */
export function OutletOrdering({ mode, businessIdentifier, branch, children }: OutletOrderingProps) {
  const query = useOutletDetails(mode, businessIdentifier, branch);
  const online = useOnline();
  // Until the answer comes, or if it fails, the diner may order: the server has the last word.
  const closed = query.status === 'success' && !query.data.data.ordering.accepting ? query.data.data : null;
  let notice = null;
  if (!online) notice = <OfflineNotice>You can look through the menu; ordering comes back when you are online.</OfflineNotice>;
  else if (closed) notice = <NotTakingOrders name={closed.business_name} reason={closed.ordering.reason ?? 'closed'} />;
  return (
    <OrderingOpen.Provider value={online && !closed}>
      {notice}
      {children}
    </OrderingOpen.Provider>
  );
}
