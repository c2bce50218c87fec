import { useEffect } from 'react';
import { useSearchParams } from 'react-router-dom';
import { storeQrType } from '@troo/shared';
import { IncompleteLink } from '../../../common/components/IncompleteLink';
import { BusinessWelcome } from './BusinessWelcome';
import { readQrLink } from '../hooks/use-qr-entry';

/**
 * /demo/in_room_dining/*: where a room's QR code (type=room) lands. The room number travels as the
 * QR's table; the guest then orders as at a table.
 */
export function InRoomDining() {
  const [query] = useSearchParams();
  const link = readQrLink(query);
  // Checkout orders it as a room's (the session key the spec names 'type').
  useEffect(() => storeQrType('room'), []);
  if (!link) return <IncompleteLink />;
  return (
    <>
      <p className="troo-visually-hidden" role="status">
        In-room dining
      </p>
      <BusinessWelcome link={{ ...link, type: 'room' }} />
    </>
  );
}
