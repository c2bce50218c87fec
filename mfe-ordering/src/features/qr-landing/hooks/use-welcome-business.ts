import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { apiErrorStatus, businessSlice, useAppDispatch, useAppSelector } from '@troo/shared';
import { fetchBusinessDetails } from '../../ordering-context/api/fetch-business-details';
import { useRequest } from '../../ordering-context/hooks/use-request';
import type { QrLink } from './use-qr-entry';

/**
 * Remembers which business, branch and table this diner scanned, then loads the business (which
 * re-themes the page). Details already stored for the same business show at once on a repeat scan.
 */
export function useWelcomeBusiness(link: QrLink) {
  const dispatch = useAppDispatch();
  const { pathname, search } = useLocation();
  const { businessIdentifier, branch, groupName, table } = link;

  useEffect(() => {
    dispatch(
      businessSlice.actions.setOrderingContext({
        businessIdentifier,
        branchID: branch,
        groupName,
        tableNo: table,
        URL: `${pathname}${search}`,
      }),
    );
  }, [dispatch, businessIdentifier, branch, groupName, table, pathname, search]);

  const request = useRequest(businessIdentifier, (signal) => fetchBusinessDetails(businessIdentifier, signal));
  const fresh = request.status === 'done' ? request.data : null;

  useEffect(() => {
    if (fresh) dispatch(businessSlice.actions.setDetails(fresh));
  }, [dispatch, fresh]);

  const stored = useAppSelector((state) => state.business.details);
  const details = fresh ?? (stored?.business_identifier === businessIdentifier ? stored : null);
  return {
    details,
    /** No such business: the QR code itself is wrong, retrying cannot help. */
    unknownBusiness: request.status === 'failed' && apiErrorStatus(request.error) === 404,
    failed: request.status === 'failed' && !details,
    retry: request.retry,
  };
}
