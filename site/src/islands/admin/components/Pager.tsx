import { translator } from '../../../i18n';
import { admin } from '../../../i18n/fr/admin';

const t = translator({ admin });

/** « Précédent · Page 2 sur 5 · Suivant ». Nothing when everything fits on one page. */
export function Pager({ page, pageSize, total, onPage }: { page: number; pageSize: number; total: number; onPage: (page: number) => void }) {
  const pages = Math.max(1, Math.ceil(total / Math.max(1, pageSize)));
  if (pages <= 1 && page <= 1) return null;
  return (
    <nav className="admin-pager" aria-label={t('admin.users.pager.label')}>
      <button type="button" className="admin-button" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {t('admin.users.pager.previous')}
      </button>
      <span className="admin-pager__status" aria-live="polite">
        {t('admin.users.pager.status', { page, pages })}
      </span>
      <button type="button" className="admin-button" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        {t('admin.users.pager.next')}
      </button>
    </nav>
  );
}
