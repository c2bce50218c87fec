import type { ReactNode } from 'react';
import type { OrderingMode } from '@troo/shared';
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
 */
export function OutletOrdering({ mode, businessIdentifier, branch, children }: OutletOrderingProps) {
  const query = useOutletDetails(mode, businessIdentifier, branch);
  // Until the answer comes, or if it fails, the diner may order: the server has the last word.
  const closed = query.status === 'success' && !query.data.data.ordering.accepting ? query.data.data : null;
  return (
    <OrderingOpen.Provider value={!closed}>
      {closed ? <NotTakingOrders name={closed.business_name} reason={closed.ordering.reason ?? 'closed'} /> : null}
      {children}
    </OrderingOpen.Provider>
  );
}
