import { useCallback, useState } from 'react';
import { businessSlice, normaliseColour, toast, useAction, useAppDispatch, useAppSelector } from '@troo/shared';
import { COLOUR_UPDATED } from '@troo/shared/contract';
import { updateColourScheme } from '../api/update-colour-scheme';

/**
 * The business colour as the Themes screen shows it: a tap selects and saves at once, further
 * taps are ignored until the save answers, and a failed save falls back to the saved colour.
 */
export function useColourChoice() {
  const saved = normaliseColour(useAppSelector((state) => state.business.colour_scheme));
  const dispatch = useAppDispatch();
  const [pending, setPending] = useState<string | null>(null);
  const { run } = useAction();

  const choose = useCallback(
    async (colour: string) => {
      if (colour === saved) return;
      await run(
        async () => {
          setPending(colour);
          try {
            const message = await updateColourScheme(colour);
            // The shell re-themes the whole app from the store.
            dispatch(businessSlice.actions.setColourScheme(colour));
            toast(message || COLOUR_UPDATED, 'success');
          } finally {
            setPending(null);
          }
        },
        // The api client has toasted the error; clearing `pending` shows the saved colour again.
        { onError: () => undefined },
      );
    },
    [saved, dispatch, run],
  );

  return { selected: pending ?? saved, saving: pending !== null, choose };
}
