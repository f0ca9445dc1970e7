import { Icon } from '../../components/react/Icon';
import { t } from '../../i18n';
import { useCartState } from '../cart/useCartState';
import { formatPrice } from '../../lib/format';
import { removeItem, updateQuantity } from '../cart/store';

/**
 * The summary panel (spec §2): each line with its unit price × quantity, line subtotal,
 * minus/plus and Supprimer; subtotal, discount (only above 0, negative), total, and the secure
 * payment note. Every control is disabled while the cart loads or changes (spec §5).
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
          <a className="btn btn--outline" href="/tickets">
            {t('checkout.browseTickets')}
          </a>
        </div>
      ) : null}

      {items.length > 0 && (
        <>
          <ul className="checkout-summary__items" role="list" aria-busy={busy}>
            {items.map((item) => (
              <li className="checkout-line" key={item.id}>
                <div className="checkout-line__text">
                  <p className="checkout-line__name">{item.name}</p>
                  <p className="checkout-line__detail">
                    {t('checkout.unitPriceTimesQuantity', { price: formatPrice(item.unitPrice), quantity: item.quantity })}
                  </p>
                </div>
                <p className="checkout-line__subtotal">{formatPrice(item.subtotal)}</p>
                <div className="checkout-line__controls">
                  <div className="qty" role="group" aria-label={`${t('cart.quantity')}, ${item.name}`}>
                    <button
                      type="button"
                      className="qty__button"
                      aria-label={t('cart.decrease')}
                      disabled={busy || item.quantity <= 1}
                      onClick={() => void updateQuantity(item.id, item.quantity - 1)}
                    >
                      <Icon name="minus" size={20} />
                    </button>
                    <span className="qty__value" aria-live="polite">
                      {item.quantity}
                    </span>
                    <button
                      type="button"
                      className="qty__button"
                      aria-label={t('cart.increase')}
                      disabled={busy}
                      onClick={() => void updateQuantity(item.id, item.quantity + 1)}
                    >
                      <Icon name="plus" size={20} />
                    </button>
                  </div>
                  <button
                    type="button"
                    className="checkout-line__remove"
                    disabled={busy}
                    aria-label={`${t('checkout.remove')} ${item.name}`}
                    onClick={() => void removeItem(item.id)}
                  >
                    <Icon name="trash" size={18} />
                    <span aria-hidden="true">{t('checkout.remove')}</span>
                  </button>
                </div>
              </li>
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
