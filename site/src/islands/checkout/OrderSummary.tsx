import { Icon } from '../../components/react/Icon';
import { localHref, translator } from '../../i18n';
import { checkout } from '../../i18n/fr/checkout';
import { useCartState } from '../cart/useCartState';
import { formatPrice } from '../../lib/format';
import { CartLine } from '../cart/CartLine';
import { removeItem } from '../cart/store';

const t = translator({ checkout });

/**
 * The summary panel (docs/spec.md §2): each line with its unit price × quantity, line subtotal,
 * minus/plus and Supprimer; subtotal, discount (only above 0, negative), total, and the secure
 * payment note. Every control is disabled while the cart loads or changes (docs/spec.md §5).
 */
export function OrderSummary({ headingId }: { headingId: string }) {
  const { cart, loading, updating, error } = useCartState();
  const busy = loading || updating;
  const items = cart?.items ?? [];

  return (
    <section className="checkout-summary" aria-labelledby={headingId}>
      <h2 className="checkout-summary__title" id={headingId}>
        {t('checkout.summaryHeading')}
      </h2>

      {error && (
        <p className="checkout-summary__error" role="alert">
          {error}
        </p>
      )}
      <p className="checkout-summary__status" role="status">
        {loading && !cart ? t('checkout.loadingCart') : busy ? t('checkout.updatingCart') : ''}
      </p>

      {cart && items.length === 0 && !loading ? (
        <div className="checkout-summary__empty">
          <p>{t('checkout.emptySummary')}</p>
          <a className="btn btn--outline" href={localHref('/tickets')}>
            {t('checkout.browseTickets')}
          </a>
        </div>
      ) : null}

      {items.length > 0 && (
        <>
          <ul className="checkout-summary__items" role="list" aria-busy={busy}>
            {items.map((item) => (
              <CartLine
                key={item.id}
                item={item}
                busy={busy}
                heldQuantity={cart?.waitingOffer ?? false}
                onRemove={(line) => void removeItem(line.id)}
              />
            ))}
          </ul>

          <dl className="checkout-summary__totals">
            <div>
              <dt>{t('checkout.subtotal')}</dt>
              <dd>{formatPrice(cart?.subtotal ?? 0)}</dd>
            </div>
            {cart && cart.discount > 0 && (
              <div className="checkout-summary__discount">
                <dt>
                  {t('checkout.discount')}
                  {cart.promoCode && ` (${cart.promoCode})`}
                </dt>
                <dd>−{formatPrice(cart.discount)}</dd>
              </div>
            )}
            <div className="checkout-summary__total">
              <dt>{t('checkout.total')}</dt>
              <dd>{formatPrice(cart?.total ?? 0)}</dd>
            </div>
          </dl>
        </>
      )}

      <p className="checkout-summary__secure">
        <Icon name="lock" size={18} />
        {t('checkout.securePayment')}
      </p>
    </section>
  );
}
