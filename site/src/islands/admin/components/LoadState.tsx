import { translator } from '../../../i18n';
import { admin } from '../../../i18n/fr/admin';
import { errorText } from '../../shared/errors';

const t = translator({ admin });

/** Loading / error / retry block of a whole page or pane. */
export function LoadState({ status, error, onRetry }: { status: 'loading' | 'error'; error?: unknown; onRetry?: () => void }) {
  if (status === 'loading') {
    return (
      <p className="admin-state" role="status">
        {t('admin.loading')}
      </p>
    );
  }
  return (
    <div className="admin-state admin-state--error" role="alert">
      <p>{errorText(error)}</p>
      {onRetry && (
        <button type="button" className="admin-button" onClick={onRetry}>
          {t('admin.retry')}
        </button>
      )}
    </div>
  );
}
