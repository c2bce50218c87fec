import { useCallback, useState } from 'react';
import { MESSAGES } from '../../common/hooks/messages';
import { logoDataUrl } from './logo-data-url';

export const LOGO_TYPES = ['image/png', 'image/jpeg', 'image/webp'];
export const MAX_LOGO_BYTES = 2 * 1024 * 1024;

/**
 * Checks a chosen logo in the browser (type, 2 MB) before anything is read or sent, then hands
 * its data: URL to `onLogo` ('' when the choice was refused, so no stale logo stays behind).
 */
export function useLogoPicker(onLogo: (dataUrl: string) => void) {
  const [error, setError] = useState<string | null>(null);

  const pick = useCallback(
    async (file: File | undefined) => {
      if (!file) return;
      // Some phone pickers give no type at all; only a known non-image type is refused here.
      if (file.type && !LOGO_TYPES.includes(file.type)) {
        setError(MESSAGES.logoNotImage);
        onLogo('');
        return;
      }
      if (file.size > MAX_LOGO_BYTES) {
        setError(MESSAGES.logoTooLarge);
        onLogo('');
        return;
      }
      setError(null);
      try {
        onLogo(await logoDataUrl(file));
      } catch {
        setError(MESSAGES.logoNotImage);
        onLogo('');
      }
    },
    [onLogo],
  );

  return { error, pick };
}
