import { Icon } from '../../components/react/Icon';
import { translator } from '../../i18n';
import { cart } from '../../i18n/fr/cart';
import { roles } from '../../i18n/fr/roles';
import { MAX_QUANTITY_PER_LINE, type CartItemView } from '../../lib/api/cart';
import { formatPrice } from '../../lib/format';
import { updateQuantity } from './store';
import './cart.css';

const t = translator({ cart, roles });

/** A line's name with its dance role: « Workshop Pass — Suiveur ». */
export function cartLineName(item: Pick<CartItemView, 'name' | 'role'>): string {
  return item.role ? t('roles.line', { ticket: item.name, role: t(`roles.label.${item.role}`) }) : item.name;
}

interface CartLineProps {
  item: CartItemView;
  /** A change is in flight: every control waits (docs/spec.md §5). */
  busy: boolean;
  onRemove: (item: CartItemView) => void;
  /** The cart holds a waiting-list offer's places: a line may be removed or lowered, never raised. */
  heldQuantity?: boolean;
}

/**
 * One cart line with its quantity stepper and remove button, shared by the top bar's dropdown and
 * the checkout summary (docs/spec.md §2): name (with its dance role), unit price × quantity, line subtotal. Minus is disabled at 1
 * (never below 1, docs/spec.md §5), plus at the API's per-line maximum.
 */
export function CartLine({ item, busy, onRemove, heldQuantity = false }: CartLineProps) {
  const name = cartLineName(item);
  return (
    <li className="cart-line">
      <div className="cart-line__text">
        <p className="cart-line__name">{name}</p>
        <p className="cart-line__detail">
          {t('cart.unitPriceTimesQuantity', { price: formatPrice(item.unitPrice), quantity: item.quantity })}
        </p>
      </div>
      <p className="cart-line__subtotal">{formatPrice(item.subtotal)}</p>
      <div className="cart-line__controls">
        <div className="qty" role="group" aria-label={`${t('cart.quantity')}, ${name}`}>
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
            disabled={busy || heldQuantity || item.quantity >= MAX_QUANTITY_PER_LINE}
            onClick={() => void updateQuantity(item.id, item.quantity + 1)}
          >
            <Icon name="plus" size={20} />
          </button>
        </div>
        <button
          type="button"
          className="cart-line__remove"
          disabled={busy}
          aria-label={`${t('cart.remove')} ${name}`}
          onClick={() => onRemove(item)}
        >
          <Icon name="trash" size={20} />
          <span aria-hidden="true">{t('cart.remove')}</span>
        </button>
      </div>
    </li>
  );
}
