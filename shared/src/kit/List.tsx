import { useId, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Icon, type IconNode } from './icons/Icon';
import { ChevronRightIcon } from './icons/lucide';
import './list.css';

export interface ListProps {
  /** A heading above the group (h2), which also names the list. */
  title?: string;
  /** Names the list for screen readers when it has no title. */
  label?: string;
  children: ReactNode;
}

/** A group of rows on one white card, divided by hairlines. Its children are ListRows. */
export function List({ title, label, children }: ListProps) {
  const headingId = useId();
  const list = (
    <ul className="troo-list" aria-label={title ? undefined : label} aria-labelledby={title ? headingId : undefined}>
      {children}
    </ul>
  );
  if (!title) return list;
  return (
    <section className="troo-list-group" aria-labelledby={headingId}>
      <h2 id={headingId} className="troo-list-group__title">
        {title}
      </h2>
      {list}
    </section>
  );
}

export interface ListRowProps {
  title: ReactNode;
  /** A second line in grey. */
  description?: ReactNode;
  icon?: IconNode;
  /** A picture instead of an icon (a menu item, an outlet's logo). */
  media?: ReactNode;
  /** At the end: a price, a status chip, a stepper. Links and buttons also get a chevron. */
  trailing?: ReactNode;
  /** The row opens this address... */
  to?: string | { pathname?: string; search?: string };
  /** ...or runs this. */
  onClick?: () => void;
  /** Shown but not usable (e.g. not built yet: say why in `trailing`). */
  disabled?: boolean;
}

/** One row of a List: an icon or picture, a title and a line under it, and whatever goes at the end. */
export function ListRow({ title, description, icon, media, trailing, to, onClick, disabled = false }: ListRowProps) {
  const actionable = !disabled && (to !== undefined || onClick !== undefined);
  const content = (
    <>
      {media ? (
        <span className="troo-list-row__media">{media}</span>
      ) : icon ? (
        <span className="troo-list-row__icon">
          <Icon icon={icon} size={20} />
        </span>
      ) : null}
      <span className="troo-list-row__text">
        <span className="troo-list-row__title">{title}</span>
        {description ? <span className="troo-list-row__description">{description}</span> : null}
      </span>
      {trailing ? <span className="troo-list-row__trailing">{trailing}</span> : null}
      {actionable ? <Icon icon={ChevronRightIcon} size={20} className="troo-list-row__chevron" /> : null}
    </>
  );
  let row: ReactNode;
  if (to !== undefined && !disabled) {
    row = (
      <Link className="troo-list-row" to={to}>
        {content}
      </Link>
    );
  } else if (onClick || disabled) {
    row = (
      <button type="button" className="troo-list-row" onClick={onClick} disabled={disabled}>
        {content}
      </button>
    );
  } else {
    row = <div className="troo-list-row">{content}</div>;
  }
  return <li className="troo-list__item">{row}</li>;
}
