import { useEffect, useState } from 'react';
import { paths, toast, useSessionUser } from '@troo/shared';
import { Button, StaffPage } from '@troo/shared/kit';
import './online-link.css';
import { useWorkingOutlet } from '@troo/shared/portal';

/** The spec: the copy confirmation returns to normal after 3 seconds. */
const COPIED_FOR_MS = 3000;

/** Get Online-Ordering link: the outlet's ordering address, with a copy button. */
export function OnlineLinkScreen() {
  const identifier = useSessionUser()?.business_identifier;
  const outlet = useWorkingOutlet();
  const [copied, setCopied] = useState(false);
  const link = identifier && outlet ? `${window.location.origin}/demo/online_ordering/${identifier}/${outlet.id}` : null;

  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), COPIED_FOR_MS);
    return () => clearTimeout(timer);
  }, [copied]);

  const copy = async () => {
    if (!link) return;
    try {
      await navigator.clipboard.writeText(link);
      setCopied(true);
    } catch {
      toast('Copying is not allowed here. Press and hold the link to copy it.', 'error');
    }
  };

  return (
    <StaffPage
      title="Online-Ordering link"
      back={{ to: paths.settings, label: 'Settings' }}
      intro={outlet ? `Outlet: ${outlet.name}` : null}
    >
      <p>Share this link so diners can order from {outlet?.name ?? 'your outlet'} online.</p>
      {link ? (
        <>
          <p className="ma-link__value">
            <a href={link}>{link}</a>
          </p>
          <Button onClick={() => void copy()} aria-live="polite">
            {copied ? 'Link copied!' : 'Copy link'}
          </Button>
        </>
      ) : null}
    </StaffPage>
  );
}
