import { useCallback, useState } from 'react';
import { logoDataUrl } from './logo-data-url';
import { IMAGE_TOO_LARGE, IMAGE_TYPES, MAX_IMAGE_BYTES, NOT_AN_IMAGE } from '@troo/shared/contract';

export const LOGO_TYPES: readonly string[] = IMAGE_TYPES;

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
        setError(NOT_AN_IMAGE);
        onLogo('');
        return;
      }
      if (file.size > MAX_IMAGE_BYTES) {
        setError(IMAGE_TOO_LARGE);
        onLogo('');
        return;
      }
      setError(null);
      try {
        onLogo(await logoDataUrl(file));
      } catch {
        setError(NOT_AN_IMAGE);
        onLogo('');
      }
    },
    [onLogo],
  );

  return { error, pick };
}
