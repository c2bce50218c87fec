import { useEffect, type ReactNode } from 'react';
import { getRuntimeConfig } from '@troo/shared';
import { useIsPhoneWidth } from './use-is-phone-width';
import { OpenOnPhone } from './OpenOnPhone';
import { leaveFor } from './leave-for';
import { widthAnswer } from './width-answer';
import { DropFirstPaint } from '../first-paint/DropFirstPaint';

/**
 * Wider than a phone: go to the external site when one is configured, else say to use a phone; a
 * `wide` route (declared so by its remote) shows at any width.
 */
export function WidthGuard({ wide = false, children }: { wide?: boolean; children: ReactNode }) {
  const phone = useIsPhoneWidth();
  const { externalSiteUrl } = getRuntimeConfig();
  const answer = widthAnswer({ phone, wide, externalSiteUrl });

  useEffect(() => {
    if (answer === 'leave') leaveFor(externalSiteUrl);
  }, [answer, externalSiteUrl]);

  if (answer === 'show') return <>{children}</>;
  return (
    <>
      <DropFirstPaint />
      {answer === 'open-on-phone' ? <OpenOnPhone /> : null}
    </>
  );
}
