import { useEffect, type ReactNode } from 'react';
import { getRuntimeConfig } from '@troo/shared';
import { useIsPhoneWidth } from './use-is-phone-width';
import { OpenOnPhone } from './OpenOnPhone';
import { leaveFor } from './leave-for';
import { DropFirstPaint } from '../first-paint/DropFirstPaint';

/** Wider than a phone: go to the external site when one is configured, else say to use a phone. */
export function WidthGuard({ children }: { children: ReactNode }) {
  const phone = useIsPhoneWidth();
  const { externalSiteUrl } = getRuntimeConfig();

  useEffect(() => {
    if (!phone && externalSiteUrl) leaveFor(externalSiteUrl);
  }, [phone, externalSiteUrl]);

  if (phone) return <>{children}</>;
  return (
    <>
      <DropFirstPaint />
      {externalSiteUrl ? null : <OpenOnPhone />}
    </>
  );
}
