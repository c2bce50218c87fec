import { useEffect } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { paths, storeQrType } from '@troo/shared';
import { IncompleteLink } from '../../../common/components/IncompleteLink';
import { useQrEntry } from '../hooks/use-qr-entry';
import { BusinessWelcome } from './BusinessWelcome';

/** /start-order: where a table's (or a room's) QR code lands. */
export function QrLanding() {
  const entry = useQrEntry();
  const { search } = useLocation();
  const isTable = entry.kind === 'table';
  // A table's code: checkout orders for a table, even after a room was scanned in this session.
  useEffect(() => {
    if (isTable) storeQrType('table');
  }, [isTable]);

  if (entry.kind === 'room') return <Navigate replace to={`${paths.inRoomDining}/start-order${search}`} />;
  if (entry.kind === 'incomplete') return <IncompleteLink />;
  return <BusinessWelcome link={entry.link} />;
}
