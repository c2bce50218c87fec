import { useId, type ReactNode } from 'react';
import { Icon, type IconNode } from './icons/Icon';
import './card.css';

export interface CardProps {
  /** A heading (h2) that also names the card as a region. */
  title?: string;
  icon?: IconNode;
  /** Beside the title: a link, a chip, a small control. */
  action?: ReactNode;
  /** 'tinted' sits on the business colour's light shade. */
  tone?: 'plain' | 'tinted';
  className?: string;
  children?: ReactNode;
}

/** A white surface with rounded corners and a soft shadow: the box every grouped thing sits in. */
export function Card({ title, icon, action, tone = 'plain', className, children }: CardProps) {
  const headingId = useId();
  const classes = ['troo-card', tone === 'tinted' && 'troo-card--tinted', className].filter(Boolean).join(' ');
  if (!title) return <div className={classes}>{children}</div>;
  return (
    <section className={classes} aria-labelledby={headingId}>
      <div className="troo-card__head">
        {icon ? (
          <span className="troo-card__icon">
            <Icon icon={icon} size={20} />
          </span>
        ) : null}
        <h2 id={headingId} className="troo-card__title">
          {title}
        </h2>
        {action ? <div className="troo-card__action">{action}</div> : null}
      </div>
      {children}
    </section>
  );
}
