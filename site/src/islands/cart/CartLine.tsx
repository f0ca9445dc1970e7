import { Icon } from '../../components/react/Icon';
import { translator } from '../../i18n';
import { cart } from '../../i18n/fr/cart';
import { MAX_QUANTITY_PER_LINE, type CartItemView } from '../../lib/api/cart';
import { formatPrice } from '../../lib/format';
import { updateQuantity } from './store';
import './cart.css';

const t = translator({ cart });

interface CartLineProps {
  item: CartItemView;
  /** A change is in flight: every control waits (docs/spec.md §5). */
  busy: boolean;
  onRemove: (item: CartItemView) => void;
}

/**
 * One cart line with its quantity stepper and remove button, shared by the top bar's dropdown and
 * the checkout summary (docs/spec.md §2): name, unit price × quantity, line subtotal. Minus is disabled at 1
 * (never below 1, docs/spec.md §5), plus at the API's per-line maximum.
 */
export function CartLine({ item, busy, onRemove }: CartLineProps) {
  return (
    <li className="cart-line">
      <div className="cart-line__text">
        <p className="cart-line__name">{item.name}</p>
        <p className="cart-line__detail">
          {t('cart.unitPriceTimesQuantity', { price: formatPrice(item.unitPrice), quantity: item.quantity })}
        </p>
      </div>
      <p className="cart-line__subtotal">{formatPrice(item.subtotal)}</p>
      <div className="cart-line__controls">
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
            disabled={busy || item.quantity >= MAX_QUANTITY_PER_LINE}
            onClick={() => void updateQuantity(item.id, item.quantity + 1)}
          >
            <Icon name="plus" size={20} />
          </button>
        </div>
        <button
          type="button"
          className="cart-line__remove"
          disabled={busy}
          aria-label={`${t('cart.remove')} ${item.name}`}
          onClick={() => onRemove(item)}
        >
          <Icon name="trash" size={20} />
          <span aria-hidden="true">{t('cart.remove')}</span>
        </button>
      </div>
    </li>
  );
}
