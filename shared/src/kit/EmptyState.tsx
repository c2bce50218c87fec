import type { ReactNode } from 'react';
import { Icon, type IconNode } from './icons/Icon';
import { InboxIcon } from './icons/lucide';
import './empty-state.css';

export interface EmptyStateProps {
  title: string;
  icon?: IconNode;
  /** A sentence or two under the title. */
  children?: ReactNode;
  /** What to do about it: a button or a link. */
  action?: ReactNode;
}

/** Nothing to show (yet): an icon, what is missing, and what to do about it. */
export function EmptyState({ title, icon = InboxIcon, children, action }: EmptyStateProps) {
  return (
    <div className="troo-empty">
      <span className="troo-empty__icon">
        <Icon icon={icon} size={32} />
      </span>
      <h2 className="troo-empty__title">{title}</h2>
      {children ? <div className="troo-empty__text">{children}</div> : null}
      {action ? <div className="troo-empty__action">{action}</div> : null}
    </div>
  );
}
