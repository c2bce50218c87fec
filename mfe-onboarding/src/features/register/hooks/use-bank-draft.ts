import { useEffect } from 'react';
import type { BankRegisterState } from '../../../state/registration-slice';
import { readFromSession, rememberInSession, SESSION_KEYS } from '../../../common/hooks/session-storage';

/** The parts of stage 3 a reload keeps. The account number and the BVN are never stored: typed again. */
type BankDraft = Pick<BankRegisterState, 'bank' | 'bankAccountName' | 'country'>;

function readDraft(): Partial<BankDraft> {
  try {
    const stored = JSON.parse(readFromSession(SESSION_KEYS.bankDraft) || '{}') as Record<string, unknown>;
    const text = (key: keyof BankDraft) => (typeof stored[key] === 'string' && stored[key] ? { [key]: stored[key] } : {});
    return { ...text('bank'), ...text('bankAccountName'), ...text('country') };
  } catch {
    return {};
  }
}

/**
 * Keeps stage 3's bank, account name and country in this tab's session storage, and puts them
 * back after a reload (`restore` is called once, with what was kept).
 */
export function useBankDraft(form: BankRegisterState, restore: (draft: Partial<BankDraft>) => void) {
  useEffect(() => {
    const draft = readDraft();
    if (Object.keys(draft).length > 0) restore(draft);
    // Once, on arrival: later changes are the owner's own typing.
    // eslint-disable-next-line react-hooks/exhaustive-deps -- restore runs once, on arrival
  }, []);

  const { bank, bankAccountName, country } = form;
  useEffect(() => {
    if (bank || bankAccountName) rememberInSession(SESSION_KEYS.bankDraft, JSON.stringify({ bank, bankAccountName, country }));
  }, [bank, bankAccountName, country]);
}
