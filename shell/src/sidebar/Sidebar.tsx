import { useEffect } from 'react';
import { Button, useSessionUser } from '@troo/shared';
import { OutletSelector, useSignOut } from '@troo/shared/portal';
import { Icon, LogOutIcon, XIcon } from '@troo/shared/kit';
import type { RouteDeclaration } from '@troo/shared/route-manifest';
import { SidebarPlaces } from './SidebarPlaces';

interface SidebarProps {
  /** The live remotes: their route declarations name the places. */
  remotes: readonly { routes: readonly RouteDeclaration[] }[];
  onClose: () => void;
}

/** Logo, business name, the places the role may open, outlet selector, business type and Logout. */
export function Sidebar({ remotes, onClose }: SidebarProps) {
  const user = useSessionUser();
  const signOut = useSignOut();

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && onClose();
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [onClose]);

  return (
    <div className="troo-sidebar__backdrop" role="presentation" onClick={(event) => event.target === event.currentTarget && onClose()}>
      <nav className="troo-sidebar" aria-label="Business menu">
        <button type="button" className="troo-sidebar__close" aria-label="Close menu" onClick={onClose}>
          <Icon icon={XIcon} size={24} />
        </button>
        {user?.business_logo ? (
          <img className="troo-sidebar__logo" src={user.business_logo} alt={`${user.business_name} logo`} width={64} height={64} />
        ) : null}
        <p className="troo-sidebar__name">{user?.business_name}</p>
        <SidebarPlaces remotes={remotes} onNavigate={onClose} />
        <OutletSelector />
        <p className="troo-sidebar__type">{user?.business_type}</p>
        <Button variant="secondary" onClick={() => void signOut()}>
          <Icon icon={LogOutIcon} size={20} />
          Logout
        </Button>
      </nav>
    </div>
  );
}
