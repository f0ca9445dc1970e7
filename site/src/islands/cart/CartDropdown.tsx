import { useEffect, useId, useRef, useState } from 'react';
import { Icon } from '../../components/react/Icon';
import { localHref, translator } from '../../i18n';
import { cart } from '../../i18n/fr/cart';
import type { CartItemView } from '../../lib/api/cart';
import { formatPrice } from '../../lib/format';
import { CartLine } from './CartLine';
import { dismissCartNotice, loadCart, removeItem } from './store';
import { useCartState } from './useCartState';
import './cart.css';

const t = translator({ cart });

const countLabel = (count: number) => (count === 1 ? t('cart.itemCountOne') : t('cart.itemCount', { count }));

/**
 * The cart in the top bar of every public page (docs/spec.md §2 « Cart dropdown »): a button with the
 * number of places, and a panel with the lines (minus/plus/remove), the total and 'Passer la
 * commande'. Loads the cart when the page loads (docs/spec.md §4). A disclosure, not a modal: Escape
 * or a click outside closes it and focus goes back to the button.
 */
export default function CartDropdown() {
  const { cart, loading, updating, error, notice } = useCartState();
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const titleRef = useRef<HTMLHeadingElement>(null);
  const panelId = useId();
  const titleId = useId();

  useEffect(() => {
    void loadCart();
  }, []);

  useEffect(() => {
    if (!open) return;
    titleRef.current?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      buttonRef.current?.focus();
    };
    const onPointer = (event: PointerEvent) => {
      if (rootRef.current && !rootRef.current.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
    };
  }, [open]);

  const busy = loading || updating;
  const items = cart?.items ?? [];
  const count = cart?.itemCount ?? 0;

  const toggle = () => {
    if (open) dismissCartNotice();
    setOpen(!open);
  };

  const remove = async (item: CartItemView) => {
    await removeItem(item.id);
    // The focused button left with its line: keep focus inside the panel.
    if (!rootRef.current?.contains(document.activeElement)) titleRef.current?.focus();
  };

  return (
    <div className="cart-dropdown" ref={rootRef}>
      <button
        ref={buttonRef}
        type="button"
        className="cart-dropdown__button"
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={count > 0 ? `${t('cart.open')} (${countLabel(count)})` : t('cart.open')}
        onClick={toggle}
      >
        <Icon name="bag" />
        {count > 0 && (
          <span className="cart-dropdown__badge" aria-hidden="true">
            {count > 99 ? '99+' : count}
          </span>
        )}
      </button>

      <div
        id={panelId}
        className="cart-panel"
        role="region"
        aria-labelledby={titleId}
        hidden={!open}
      >
        <div className="cart-panel__head">
          <h2 className="cart-panel__title" id={titleId} ref={titleRef} tabIndex={-1}>
            {t('cart.title')}
            {count > 0 && <span className="cart-panel__count">{countLabel(count)}</span>}
          </h2>
          <button
            type="button"
            className="cart-panel__close"
            onClick={() => {
              setOpen(false);
              buttonRef.current?.focus();
            }}
          >
            <Icon name="close" />
            <span className="sr-only">{t('cart.close')}</span>
          </button>
        </div>

        <div className="cart-panel__messages">
          {error && (
            <p className="cart-panel__error" role="alert">
              {error}
            </p>
          )}
          <p className="cart-panel__notice" role="status">
            {notice}
          </p>
        </div>

        {loading && !cart ? (
          <p className="cart-panel__loading">{t('cart.loading')}</p>
        ) : items.length === 0 ? (
          <div className="cart-panel__empty">
            <p>{t('cart.empty')}</p>
            <a className="btn btn--outline" href={localHref('/tickets')}>
              {t('cart.browseTickets')}
            </a>
          </div>
        ) : (
          <>
            <ul className="cart-panel__items" role="list" aria-busy={busy}>
              {items.map((item) => (
                <CartLine
                  key={item.id}
                  item={item}
                  busy={busy}
                  heldQuantity={cart?.waitingOffer ?? false}
                  onRemove={(line) => void remove(line)}
                />
              ))}
            </ul>
            <dl className="cart-panel__totals">
              {cart && cart.discount > 0 && (
                <>
                  <div>
                    <dt>{t('cart.subtotal')}</dt>
                    <dd>{formatPrice(cart.subtotal)}</dd>
                  </div>
                  <div className="cart-panel__discount">
                    <dt>
                      {t('cart.discount')}
                      {cart.promoCode && ` (${cart.promoCode})`}
                    </dt>
                    <dd>−{formatPrice(cart.discount)}</dd>
                  </div>
                </>
              )}
              <div className="cart-panel__total">
                <dt>{t('cart.total')}</dt>
                <dd>{formatPrice(cart?.total ?? 0)}</dd>
              </div>
            </dl>
            <a className="btn btn--primary cart-panel__checkout" href={localHref('/checkout')}>
              {t('cart.checkout')}
            </a>
          </>
        )}
      </div>
    </div>
  );
}
