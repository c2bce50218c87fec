import { useCallback, useState } from 'react';
import { normaliseColour, toast, useAction, useBusinessActions, useBusinessColour } from '@troo/shared';
import { COLOUR_UPDATED } from '@troo/shared/contract';
import { updateColourScheme } from '../api/update-colour-scheme';

/**
 * The business colour as the Themes screen shows it: a tap selects and saves at once, further
 * taps are ignored until the save answers, and a failed save falls back to the saved colour.
 */
export function useColourChoice() {
  const saved = normaliseColour(useBusinessColour());
  const { setColourScheme } = useBusinessActions();
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
            setColourScheme(colour);
            toast(message || COLOUR_UPDATED, 'success');
          } finally {
            setPending(null);
          }
        },
        // The api client has toasted the error; clearing `pending` shows the saved colour again.
        { onError: () => undefined },
      );
    },
    [saved, setColourScheme, run],
  );

  return { selected: pending ?? saved, saving: pending !== null, choose };
}
