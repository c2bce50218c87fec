import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { useAppDispatch, useBusinessActions, useBusinessDetails as useStoredDetails } from '@troo/shared';
import { useBusinessDetails } from '../../../common/hooks/use-business-details';
import type { QrLink } from './use-qr-entry';
import { enterOrderingContext } from '../../../common/ordering-context';

/**
 * Remembers which business, branch and table this diner scanned, then loads the business (which
 * re-themes the page). Details already stored for the same business show at once on a repeat scan.
 */
export function useWelcomeBusiness(link: QrLink) {
  const dispatch = useAppDispatch();
  const { showDetails } = useBusinessActions();
  const { pathname, search } = useLocation();
  const { businessIdentifier, branch, groupName, table, assetId } = link;

  useEffect(() => {
    enterOrderingContext(dispatch, {
      businessIdentifier,
      branchID: branch,
      groupName,
      tableNo: table,
      assetId,
      URL: `${pathname}${search}`,
    });
  }, [dispatch, businessIdentifier, branch, groupName, table, assetId, pathname, search]);

  const query = useBusinessDetails(businessIdentifier);
  const fresh = query.status === 'success' ? query.data.data : null;

  useEffect(() => {
    if (fresh) showDetails(fresh);
  }, [showDetails, fresh]);

  const stored = useStoredDetails();
  const details = fresh ?? (stored?.business_identifier === businessIdentifier ? stored : null);
  return {
    details,
    /** No such business: the QR code itself is wrong, retrying cannot help. */
    unknownBusiness: query.status === 'error' && query.error.status === 404,
    failed: query.status === 'error' && !details,
    retry: query.retry,
  };
}
