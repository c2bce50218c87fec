import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { Button, basketSlice, businessSlice, paths, useAppDispatch } from '@troo/shared';
import { NameSheet } from './NameSheet';
import { onlyDigits, TableSheet } from './TableSheet';

type Step = 'closed' | 'name' | 'table';

/** 'Start Your Order' → first name → table number → the menu categories. */
export function StartOrderFlow({ tableFromQr }: { tableFromQr: string }) {
  const [step, setStep] = useState<Step>('closed');
  const [name, setName] = useState('');
  const [table, setTable] = useState(() => onlyDigits(tableFromQr));
  const dispatch = useAppDispatch();
  const navigate = useNavigate();

  // Stable, because the sheet re-focuses its first field whenever onClose changes.
  const close = useCallback(() => setStep('closed'), []);

  const finish = () => {
    dispatch(basketSlice.actions.setCustomer({ customerName: name.trim(), customerTableNumber: table }));
    dispatch(businessSlice.actions.setTableNo(table));
    navigate(paths.categoryDetails);
  };

  return (
    <>
      <Button onClick={() => setStep('name')}>Start Your Order</Button>
      <NameSheet open={step === 'name'} name={name} onChange={setName} onNext={() => setStep('table')} onClose={close} />
      <TableSheet open={step === 'table'} table={table} onChange={setTable} onNext={finish} onClose={close} />
    </>
  );
}
