import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { useAppDispatch, useBasketActions, useBusinessActions } from '@troo/shared';
import { useOutletDetails } from '../../../common/hooks/use-customer-menu';
import { enterOrderingContext } from '../../../common/ordering-context';

/**
 * Opening an online-ordering link starts afresh (spec §2): the basket is cleared and the business and
 * outlet become the ordering context; the outlet's details re-theme the page when they arrive.
 */
export function useOnlineEntry(businessIdentifier: string, branchId: string) {
  const dispatch = useAppDispatch();
  const { clear } = useBasketActions();
  const { showDetails } = useBusinessActions();
  const { pathname } = useLocation();

  useEffect(() => {
    clear();
    enterOrderingContext(dispatch, { businessIdentifier, branchID: branchId, groupName: null, tableNo: null, URL: pathname });
  }, [dispatch, clear, businessIdentifier, branchId, pathname]);

  const query = useOutletDetails('online_ordering', businessIdentifier, branchId);
  const details = query.status === 'success' ? query.data.data : null;
  useEffect(() => {
    if (details) showDetails(details);
  }, [showDetails, details]);
  return query;
}
