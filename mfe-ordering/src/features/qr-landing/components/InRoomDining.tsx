import { useEffect } from 'react';
import { useSearchParams } from 'react-router-dom';
import { IncompleteLink } from '../../../common/components/IncompleteLink';
import { BusinessWelcome } from './BusinessWelcome';
import { readQrLink } from '../hooks/use-qr-entry';

/** Session key the spec names for the kind of QR scanned (room or table). */
const QR_TYPE_KEY = 'type';

/**
 * /demo/in_room_dining/*: where a room's QR code (type=room) lands. The room number travels as the
 * QR's table; the guest then orders as at a table.
 */
export function InRoomDining() {
  const [query] = useSearchParams();
  const link = readQrLink(query);
  useEffect(() => {
    try {
      sessionStorage.setItem(QR_TYPE_KEY, 'room');
    } catch {
      // No storage: nothing reads it before checkout.
    }
  }, []);
  if (!link) return <IncompleteLink />;
  return (
    <>
      <p className="troo-visually-hidden" role="status">
        In-room dining
      </p>
      <BusinessWelcome link={link} />
    </>
  );
}
