import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { Button, orderPlace, paths, useBasketActions, useBusinessActions } from '@troo/shared';
import type { QrLink } from '../hooks/use-qr-entry';
import { keepVisitName, visitName } from '../hooks/visit-name';
import { NameSheet } from './NameSheet';
import { PlaceSheet } from './PlaceSheet';
import { onlyDigits, TableSheet } from './TableSheet';

type Step = 'closed' | 'name' | 'table';

/**
 * 'Start Your Order' → first name → the table → the menu categories. A code that carries its table
 * number shows it, with its group, read-only ('Terrace · Table 1'); only a link without one asks for it.
 * A name already given in this visit is not asked again (the code's table still is shown), and can be changed.
 */
export function StartOrderFlow({ link }: { link: QrLink }) {
  const fromQr = onlyDigits(link.table);
  const [step, setStep] = useState<Step>('closed');
  const [name, setName] = useState(() => visitName(link.businessIdentifier));
  const [typed, setTyped] = useState('');
  const table = fromQr || typed;
  const basket = useBasketActions();
  const business = useBusinessActions();
  const navigate = useNavigate();

  // Stable, because the sheet re-focuses its first field whenever onClose changes.
  const close = useCallback(() => setStep('closed'), []);

  const finish = () => {
    const given = name.trim();
    keepVisitName(link.businessIdentifier, given);
    basket.setCustomer({ customerName: given, customerTableNumber: table });
    business.setTableNo(table);
    navigate(paths.categoryDetails);
  };

  return (
    <>
      <Button onClick={() => setStep(name ? 'table' : 'name')}>Start Your Order</Button>
      {name ? (
        <Button variant="ghost" onClick={() => setStep('name')}>
          Not {name}? Change name
        </Button>
      ) : null}
      <NameSheet open={step === 'name'} name={name} onChange={setName} onNext={() => setStep('table')} onClose={close} />
      {fromQr ? (
        <PlaceSheet
          open={step === 'table'}
          type={link.type}
          place={orderPlace({ order_type: link.type, table_number: fromQr, table_group: link.groupName })}
          onNext={finish}
          onClose={close}
        />
      ) : (
        <TableSheet open={step === 'table'} table={typed} onChange={setTyped} onNext={finish} onClose={close} />
      )}
    </>
  );
}
