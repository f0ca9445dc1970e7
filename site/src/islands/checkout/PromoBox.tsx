import { useId, useState } from 'react';
import { translator } from '../../i18n';
import { checkout } from '../../i18n/fr/checkout';
import { promo } from '../../i18n/fr/promo';
import { useCartState } from '../cart/useCartState';
import { ApiError } from '../../lib/api/client';
import { applyPromo } from '../cart/store';

const t = translator({ checkout, promo });

/**
 * The promo code box (docs/spec.md §2, §4, §8): Apply disabled while the code is empty or applying
 * ('Application...'); success 'Code promo appliqué avec succès !', failure the API's message or
 * 'Erreur lors de l'application du code promo'. Not a nested <form>: it lives inside the checkout form.
 */
export function PromoBox() {
  const { cart, loading } = useCartState();
  const [code, setCode] = useState('');
  const [applying, setApplying] = useState(false);
  const [result, setResult] = useState<{ ok: boolean; message: string } | null>(null);
  const inputId = useId();
  const messageId = useId();

  const apply = async () => {
    if (!code.trim() || applying) return;
    setApplying(true);
    setResult(null);
    try {
      await applyPromo(code);
      setResult({ ok: true, message: t('promo.success') });
      setCode('');
    } catch (error) {
      setResult({ ok: false, message: error instanceof ApiError && error.message ? error.message : t('promo.error') });
    } finally {
      setApplying(false);
    }
  };

  return (
    <section className="checkout-card checkout-promo" aria-labelledby={`${inputId}-heading`}>
      <h2 className="checkout-card__title" id={`${inputId}-heading`}>
        {t('checkout.promoHeading')}
      </h2>
      <div className="checkout-promo__row">
        <label className="sr-only" htmlFor={inputId}>
          {t('promo.label')}
        </label>
        <input
          id={inputId}
          className="field__control checkout-promo__input"
          value={code}
          placeholder={t('checkout.promoPlaceholder')}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={64}
          aria-describedby={result ? messageId : undefined}
          aria-invalid={result && !result.ok ? true : undefined}
          onChange={(event) => setCode(event.target.value)}
          onKeyDown={(event) => {
            // Enter applies the code instead of submitting the whole checkout form.
            if (event.key === 'Enter') {
              event.preventDefault();
              void apply();
            }
          }}
        />
        <button
          type="button"
          className="btn btn--outline checkout-promo__apply"
          disabled={!code.trim() || applying || loading}
          onClick={() => void apply()}
        >
          {applying ? t('promo.applying') : t('promo.apply')}
        </button>
      </div>
      <p
        id={messageId}
        className={result ? (result.ok ? 'checkout-promo__success' : 'checkout-promo__error') : 'checkout-promo__message'}
        role="status"
      >
        {result?.message}
      </p>
      {cart?.promoCode && (!result || result.ok) && (
        <p className="checkout-promo__applied">{t('checkout.promoApplied', { code: cart.promoCode })}</p>
      )}
    </section>
  );
}
