import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { paths, useAppSelector } from '@troo/shared';
import { Icon } from './icons/Icon';
import { ChevronLeftIcon } from './icons/lucide';
import './staff-page.css';

/** Where a portal screen's back link goes, and what it says ('Settings'). */
export interface BackLink {
  to: string | { pathname?: string; search?: string };
  label: string;
}

export interface StaffPageProps {
  title: string;
  /** Default: the signed-in person's dashboard. null on the dashboards themselves. */
  back?: BackLink | null;
  /** Beside the title: a primary action of the screen. */
  actions?: ReactNode;
  /** A line under the title (a greeting, what the screen is for). */
  intro?: ReactNode;
  /**
   * A screen of cards or tables also used on tablets and wall monitors (its route is declared `wide`):
   * the content takes their width, up to 1920 px, instead of a phone column's.
   */
  wide?: boolean;
  /** A screen's own layout of this frame (the kitchen display packs its header into one row on a tablet). */
  className?: string;
  children: ReactNode;
}

/** The dashboard of whoever is signed in: admins and employees each have their own. */
export function useDashboardPath(): string {
  const role = useAppSelector((state) => state.user.data?.user_role);
  return role === 'employee' ? paths.employeeDashboard : paths.dashboard;
}

/**
 * The frame of every portal screen (inside the shell's staff frame with its menu): a way back,
 * the screen's one h1, and the content on the grey page with white cards.
 */
export function StaffPage({ title, back, actions, intro, wide = false, className, children }: StaffPageProps) {
  const dashboard = useDashboardPath();
  const backLink = back === undefined ? { to: dashboard, label: 'Dashboard' } : back;
  return (
    <main className={['troo-staff-page', wide && 'troo-staff-page--wide', className].filter(Boolean).join(' ')}>
      {backLink ? (
        <Link className="troo-staff-page__back" to={backLink.to}>
          <Icon icon={ChevronLeftIcon} size={20} />
          {backLink.label}
        </Link>
      ) : null}
      <div className="troo-staff-page__head">
        <h1 className="troo-staff-page__title">{title}</h1>
        {actions ? <div className="troo-staff-page__actions">{actions}</div> : null}
      </div>
      {intro ? <div className="troo-staff-page__intro">{intro}</div> : null}
      {children}
    </main>
  );
}
