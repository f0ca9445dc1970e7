import { useEffect, useId, useState } from 'react';
import { Icon } from '../../components/react/Icon';
import { translator } from '../../i18n';
import { common } from '../../i18n/fr/common';
import { promo } from '../../i18n/fr/promo';
import { ApiError } from '../../lib/api/client';
import { browserStorage, readStorage, removeStorage, STORAGE_KEYS, writeStorage } from '../../lib/storage';
import { $cart, applyPromo, loadCart } from './store';
import './cart.css';

const t = translator({ common, promo });

/** Longer than any promo code; a longer `?code=` is not one and is ignored. */
const MAX_CODE_LENGTH = 64;
/** A confirmation leaves by itself after this long (it covers the page's bottom); an error stays. */
export const RESULT_VISIBLE_MS = 8_000;

type View =
  | { kind: 'hidden' }
  | { kind: 'offer'; code: string }
  | { kind: 'applying'; code: string }
  | { kind: 'done'; message: string; tone: 'success' | 'error' | 'info' };

/** The `?code=` of the current address, trimmed; null when absent or not plausible. */
export function codeFromUrl(search: string): string | null {
  const code = new URLSearchParams(search).get('code')?.trim();
  return code && code.length <= MAX_CODE_LENGTH ? code : null;
}

/** Takes `code` out of the address bar once handled, so a reload does not ask again. */
function forgetCodeInUrl(): void {
  const url = new URL(window.location.href);
  if (!url.searchParams.has('code')) return;
  url.searchParams.delete('code');
  window.history.replaceState(window.history.state, '', `${url.pathname}${url.search}${url.hash}`);
}

/**
 * The promo notification (docs/spec.md §2, §4): a link carrying `?code=` offers to apply the code now
 * or later. Someone who already chose « Plus tard » once is not asked again: the code is kept
 * silently as pending, and the cart store applies a pending code after the next add to cart.
 * On every page except admin pages (BaseLayout renders it; the back-office has its own layout).
 */
export default function PromoNotification() {
  const [view, setView] = useState<View>({ kind: 'hidden' });
  const titleId = useId();

  useEffect(() => {
    const code = codeFromUrl(window.location.search);
    if (!code) return;
    const storage = browserStorage();
    if (readStorage(storage, STORAGE_KEYS.promoNotificationDismissed)) {
      writeStorage(storage, STORAGE_KEYS.pendingPromoCode, code);
      forgetCodeInUrl();
      return;
    }
    setView({ kind: 'offer', code });
  }, []);

  useEffect(() => {
    if (view.kind !== 'done' || view.tone === 'error') return;
    const timer = setTimeout(() => setView({ kind: 'hidden' }), RESULT_VISIBLE_MS);
    return () => clearTimeout(timer);
  }, [view]);

  if (view.kind === 'hidden') return null;

  const later = (code: string) => {
    const storage = browserStorage();
    writeStorage(storage, STORAGE_KEYS.pendingPromoCode, code);
    writeStorage(storage, STORAGE_KEYS.promoNotificationDismissed, 'true');
    forgetCodeInUrl();
    setView({ kind: 'done', message: t('promo.savedForLater', { code }), tone: 'info' });
  };

  const applyNow = async (code: string) => {
    setView({ kind: 'applying', code });
    forgetCodeInUrl();
    // The dropdown loads the cart when the page loads; the visitor may be quicker.
    if (!$cart.get().cart || $cart.get().loading) await loadCart();
    const storage = browserStorage();
    if ((($cart.get().cart?.items.length) ?? 0) === 0) {
      writeStorage(storage, STORAGE_KEYS.pendingPromoCode, code);
      setView({ kind: 'done', message: t('promo.pendingUntilAdd', { code }), tone: 'info' });
      return;
    }
    try {
      const message = await applyPromo(code);
      if (readStorage(storage, STORAGE_KEYS.pendingPromoCode) === code) {
        removeStorage(storage, STORAGE_KEYS.pendingPromoCode);
      }
      setView({ kind: 'done', message, tone: 'success' });
    } catch (error) {
      setView({ kind: 'done', message: error instanceof ApiError ? error.message : t('promo.error'), tone: 'error' });
    }
  };

  const close = () => setView({ kind: 'hidden' });

  return (
    <section className="promo-note on-night" aria-labelledby={titleId} data-tone={view.kind === 'done' ? view.tone : undefined}>
      <div className="promo-note__head">
        <Icon name="tag" size={22} />
        <h2 className="promo-note__title" id={titleId}>
          {t('promo.notificationTitle')}
        </h2>
        {view.kind === 'done' && (
          <button type="button" className="promo-note__close" onClick={close}>
            <Icon name="close" size={20} />
            <span className="sr-only">{t('common.close')}</span>
          </button>
        )}
      </div>
      {view.kind === 'done' ? (
        <p className="promo-note__result" role={view.tone === 'error' ? 'alert' : 'status'}>
          {view.message}
        </p>
      ) : (
        <>
          <p className="promo-note__code">{t('promo.notificationCode', { code: view.code })}</p>
          <p className="promo-note__text">{t('promo.notificationText')}</p>
          <div className="promo-note__actions">
            <button
              type="button"
              className="btn btn--primary"
              disabled={view.kind === 'applying'}
              onClick={() => void applyNow(view.code)}
            >
              {view.kind === 'applying' ? t('promo.applying') : t('promo.applyNow')}
            </button>
            <button
              type="button"
              className="btn btn--ghost"
              disabled={view.kind === 'applying'}
              onClick={() => later(view.code)}
            >
              {t('promo.later')}
            </button>
          </div>
        </>
      )}
    </section>
  );
}
