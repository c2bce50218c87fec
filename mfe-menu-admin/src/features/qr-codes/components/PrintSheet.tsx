import { namedGroup, type QrAsset } from '@troo/shared/contract';
import { Button } from '@troo/shared/kit';
import { codeLabel as label, seatLabel } from './code-names';
import './print-sheet.css';

interface PrintSheetProps {
  businessName: string;
  groupName: string;
  codes: QrAsset[];
  onClose: () => void;
}

/**
 * An area's codes laid out for A4: one card per table or room with the business name, its area and
 * number ('Terrace · Table 1') and the QR code. On screen it covers the page with Print and Close; printed, only the cards show.
 */
export function PrintSheet({ businessName, groupName, codes, onClose }: PrintSheetProps) {
  return (
    <section className="ma-print" aria-label={`Print sheet: ${groupName}`}>
      <div className="ma-print__bar">
        <Button onClick={() => window.print()}>Print</Button>
        <Button variant="secondary" onClick={onClose}>
          Close
        </Button>
      </div>
      <div className="ma-print__page">
        {codes.map((code) => (
          <article key={code._id} className="ma-print__card" aria-label={label(code)}>
            <p className="ma-print__business">{businessName}</p>
            <img className="ma-print__qr" src={code.qrcode} alt={`QR code for ${label(code)}`} width={240} height={240} />
            {/* The area above the table's number, each on its line: a printed card is read across a room. */}
            {namedGroup(code.group_name) ? <p className="ma-print__area">{code.group_name}</p> : null}
            <p className="ma-print__number">{seatLabel(code)}</p>
            <p className="ma-print__hint">Scan to order and pay</p>
          </article>
        ))}
      </div>
    </section>
  );
}
