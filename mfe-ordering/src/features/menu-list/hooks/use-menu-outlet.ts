import { useEffect, useState } from 'react';
import { useAppDispatch, useBusinessActions, useOrderingPlace } from '@troo/shared';
import { useOutletDetails } from '../../../common/hooks/use-customer-menu';
import { enterOrderingContext, rememberOrderingContext } from '../../../common/ordering-context';
import { onlineOrderingContext } from '../../../common/menu-return';

/**
 * The outlet whose menu this is: the one the online-ordering link named, or, when the list is opened
 * directly (a shared link, a new phone), the business's first outlet, which then becomes the
 * ordering context as if its link had been opened.
 */
export function useMenuOutlet(businessIdentifier: string) {
  const dispatch = useAppDispatch();
  const { showDetails } = useBusinessActions();
  const business = useOrderingPlace();
  const stored = business.businessIdentifier === businessIdentifier ? business.branchID : null;
  const outlet = useOutletDetails('online_ordering', stored ? null : businessIdentifier, null);
  const found = outlet.status === 'success' ? outlet.data.data : null;
  // The outlet as the screen first read it (null: the business's first outlet): its ordering status is
  // read under that same key, an answer already there, not asked for again once the context is stored.
  const [readAs] = useState(stored);

  useEffect(() => {
    if (stored) rememberOrderingContext(businessIdentifier, stored);
  }, [businessIdentifier, stored]);

  useEffect(() => {
    if (stored || !found) return;
    enterOrderingContext(dispatch, onlineOrderingContext(businessIdentifier, found.branch_id));
    showDetails(found);
  }, [dispatch, showDetails, stored, found, businessIdentifier]);

  return {
    branch: stored ?? found?.branch_id ?? null,
    /** The outlet whose details the screen read: null for the business's first outlet. */
    readAs,
    backTo: stored ? business.URL : null,
    unknown: !stored && outlet.status === 'error' && outlet.error.status === 404,
    /** The outlet could not be read (weak network): the list cannot load until it is. */
    failed: !stored && outlet.status === 'error' && outlet.error.status !== 404,
    retry: outlet.retry,
  };
}
