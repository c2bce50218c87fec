import { useEffect, useState } from 'react';
import type { Bank } from '@troo/shared';
import { getBanks } from '../api/bank-account';

/** The bank list for stage 3, fetched when the stage opens. Empty until (or unless) it arrives. */
export function useBanks(): Bank[] {
  const [banks, setBanks] = useState<Bank[]>([]);
  useEffect(() => {
    let live = true;
    getBanks().then(
      (list) => live && setBanks(list),
      () => undefined, // The client already toasted it; the bank is optional, the form still works.
    );
    return () => {
      live = false;
    };
  }, []);
  return banks;
}
