import { useCallback, useRef, useState } from 'react';
import { businessSlice, normaliseColour, toast, useAppDispatch, useAppSelector } from '@troo/shared';
import { updateColourScheme } from '../api/update-colour-scheme';

/**
 * The business colour as the Themes screen shows it: a tap selects and saves at once, further
 * taps are ignored until the save answers, and a failed save falls back to the saved colour.
 */
export function useColourChoice() {
  const saved = normaliseColour(useAppSelector((state) => state.business.colour_scheme));
  const dispatch = useAppDispatch();
  const [pending, setPending] = useState<string | null>(null);
  // A ref, not state: a second tap in the same frame must already see the save running.
  const saving = useRef(false);

  const choose = useCallback(
    async (colour: string) => {
      if (saving.current || colour === saved) return;
      saving.current = true;
      setPending(colour);
      try {
        const message = await updateColourScheme(colour);
        // The shell re-themes the whole app from the store.
        dispatch(businessSlice.actions.setColourScheme(colour));
        toast(message || 'Colour scheme updated successfully', 'success');
      } catch {
        // The api client has toasted the error; clearing `pending` shows the saved colour again.
      } finally {
        saving.current = false;
        setPending(null);
      }
    },
    [saved, dispatch],
  );

  return { selected: pending ?? saved, saving: pending !== null, choose };
}
