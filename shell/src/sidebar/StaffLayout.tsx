import { useState } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { paths, useSignedIn } from '@troo/shared';
import { Icon, MenuIcon } from '@troo/shared/kit';
import type { RouteDeclaration } from '@troo/shared/route-manifest';
import { Sidebar } from './Sidebar';
import './staff-layout.css';

/** Frame of every signed-in portal screen: a menu button that opens the sidebar. */
export default function StaffLayout({ remotes }: { remotes: readonly { routes: readonly RouteDeclaration[] }[] }) {
  const signedIn = useSignedIn();
  const location = useLocation();
  const [open, setOpen] = useState(false);

  if (!signedIn) return <Navigate to={paths.login} replace state={{ from: location.pathname }} />;

  return (
    <div className="troo-staff">
      <header className="troo-staff__bar">
        <button type="button" className="troo-staff__menu" aria-label="Open menu" aria-expanded={open} onClick={() => setOpen(true)}>
          <Icon icon={MenuIcon} size={24} />
        </button>
      </header>
      {open ? <Sidebar remotes={remotes} onClose={() => setOpen(false)} /> : null}
      <Outlet />
    </div>
  );
}
