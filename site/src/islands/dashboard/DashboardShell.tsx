import type { ReactNode } from 'react';
import { localHref, translator } from '../../i18n';
import { dashboard } from '../../i18n/fr/dashboard';
import { userMenu } from '../../i18n/fr/user-menu';
import { useSession, visibleUser } from '../auth/useSession';
import './dashboard.css';

const t = translator({ dashboard, userMenu });

export type DashboardTab = 'dashboard' | 'tickets' | 'payments' | 'security';

export const DASHBOARD_TABS: ReadonlyArray<{ id: DashboardTab; href: string }> = [
  { id: 'dashboard', href: '/dashboard' },
  { id: 'tickets', href: '/dashboard/tickets' },
  { id: 'payments', href: '/dashboard/payments' },
  { id: 'security', href: '/dashboard/security' },
];

/**
 * The dashboard's frame (docs/spec.md §2): a greeting and the four tabs (links; the current one has
 * `aria-current="page"`; the row scrolls sideways on a narrow phone), then the tab's content.
 */
export function DashboardShell({ current, children }: { current: DashboardTab; children: ReactNode }) {
  const user = visibleUser(useSession());
  const name = user ? user.firstName || user.name : '';
  return (
    <div className="dashboard">
      <header className="dashboard__head on-night">
        <p className="eyebrow">{t('dashboard.title')}</p>
        <h1 className="dashboard__greeting">{name ? t('dashboard.greeting', { name }) : t('userMenu.heading')}</h1>
        <p className="dashboard__lead">{t('dashboard.greetingLead')}</p>
      </header>
      <nav className="dashboard-tabs" aria-label={t('dashboard.navLabel')}>
        <ul className="dashboard-tabs__list">
          {DASHBOARD_TABS.map((tab) => (
            <li key={tab.id}>
              <a className="dashboard-tabs__link" href={localHref(tab.href)} aria-current={tab.id === current ? 'page' : undefined}>
                {t(`dashboard.tabs.${tab.id}`)}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <div className="dashboard__body">{children}</div>
    </div>
  );
}

export function Loading() {
  return (
    <p className="dashboard-state" role="status">
      {t('dashboard.loading')}
    </p>
  );
}

export function LoadError({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <div className="dashboard-state dashboard-state--error" role="alert">
      <p>{message}</p>
      <button type="button" className="btn btn--outline" onClick={onRetry}>
        {t('dashboard.retry')}
      </button>
    </div>
  );
}
