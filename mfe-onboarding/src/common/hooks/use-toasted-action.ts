import { useCallback } from 'react';
import { toast, useAction } from '@troo/shared';

/**
 * A side action such as 'Resend Code': one request at a time, and the server's answer shown as
 * a success toast. Failures are already toasted by the api client, so nothing more is shown.
 */
export function useToastedAction(action: () => Promise<string>, fallbackMessage: string) {
  const { busy, run } = useAction();
  const trigger = useCallback(
    () => run(async () => toast((await action()) || fallbackMessage, 'success'), { onError: () => undefined }),
    [action, fallbackMessage, run],
  );
  return { running: busy, trigger };
}
