import { useEffect } from 'react';
import { Button, useAppSelector } from '@troo/shared';
import { OutletSelector, useSignOut } from '@troo/shared/portal';

/** Logo, business name, outlet selector, business type and Logout. */
export function Sidebar({ onClose }: { onClose: () => void }) {
  const user = useAppSelector((state) => state.user.data);
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
          ×
        </button>
        {user?.business_logo ? (
          <img className="troo-sidebar__logo" src={user.business_logo} alt={`${user.business_name} logo`} width={64} height={64} />
        ) : null}
        <p className="troo-sidebar__name">{user?.business_name}</p>
        <OutletSelector />
        <p className="troo-sidebar__type">{user?.business_type}</p>
        <Button variant="secondary" onClick={() => void signOut()}>
          Logout
        </Button>
      </nav>
    </div>
  );
}
