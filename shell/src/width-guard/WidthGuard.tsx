import { lazy, Suspense, useEffect, type ReactNode } from 'react';
import { getRuntimeConfig, useSignedInRole } from '@troo/shared';
import type { RouteDeclaration } from '@troo/shared/route-manifest';
import { useIsPhoneWidth } from './use-is-phone-width';
import { OpenOnPhone } from './OpenOnPhone';
import { leaveFor } from './leave-for';
import { widthAnswer } from './width-answer';
import { DropFirstPaint } from '../first-paint/DropFirstPaint';

// Only signed-in staff see it: a diner's page never downloads it.
const WidePlaces = lazy(() => import('./WidePlaces'));

interface WidthGuardProps {
  wide?: boolean;
  /** The live remotes' routes: signed-in staff are offered those that open at this width. */
  remotes?: readonly { routes: readonly RouteDeclaration[] }[];
  children: ReactNode;
}

/**
 * Wider than a phone: go to the external site when one is configured, else say to use a phone; a
 * `wide` route (declared so by its remote) shows at any width. Signed-in staff stay, with links to
 * the screens their role may open here.
 */
export function WidthGuard({ wide = false, remotes, children }: WidthGuardProps) {
  const phone = useIsPhoneWidth();
  const role = useSignedInRole();
  const { externalSiteUrl } = getRuntimeConfig();
  const answer = widthAnswer({ phone, wide, externalSiteUrl, staff: Boolean(role) });

  useEffect(() => {
    if (answer === 'leave') leaveFor(externalSiteUrl);
  }, [answer, externalSiteUrl]);

  if (answer === 'show') return <>{children}</>;
  return (
    <>
      <DropFirstPaint />
      {answer === 'open-on-phone' ? (
        <OpenOnPhone>
          {role && remotes ? (
            <Suspense fallback={null}>
              <WidePlaces remotes={remotes} role={role} />
            </Suspense>
          ) : null}
        </OpenOnPhone>
      ) : null}
    </>
  );
}
