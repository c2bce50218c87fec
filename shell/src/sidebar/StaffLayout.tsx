import { useState } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { paths, useAppSelector } from '@troo/shared';
import { Sidebar } from './Sidebar';
import './staff-layout.css';

/** Frame of every signed-in portal screen: a menu button that opens the sidebar. */
export default function StaffLayout() {
  const signedIn = useAppSelector((state) => Boolean(state.auth.token));
  const location = useLocation();
  const [open, setOpen] = useState(false);

  if (!signedIn) return <Navigate to={paths.login} replace state={{ from: location.pathname }} />;

  return (
    <div className="troo-staff">
      <header className="troo-staff__bar">
        <button type="button" className="troo-staff__menu" aria-label="Open menu" aria-expanded={open} onClick={() => setOpen(true)}>
          <span aria-hidden="true">☰</span>
        </button>
      </header>
      {open ? <Sidebar onClose={() => setOpen(false)} /> : null}
      <Outlet />
    </div>
  );
}
