import type { DanceRole } from '@kizomba/api-contract/catalogue';
import { useId, useState } from 'react';
import { Icon } from '../../components/react/Icon';
import { translator } from '../../i18n';
import { cart } from '../../i18n/fr/cart';
import { errors } from '../../i18n/fr/common';
import { MAX_QUANTITY_PER_LINE } from '../../lib/api/cart';
import { ApiError } from '../../lib/api/client';
import { addToCart } from './store';
import { useCartState } from './useCartState';
import './cart.css';

const t = translator({ cart, errors });


export interface AddToCartProps {
  ticketId: number;
  ticketName: string;
  /** Places left, to cap the stepper; the API re-checks anyway. */
  remaining: number;
  /** False when 'Complet' or not on sale: every control is disabled. */
  available: boolean;
  /** Called after every attempt (success or refusal): availability has likely changed. */
  onAttempt?: () => void;
  /** The dance role the places are bought for (a balanced type's card). */
  role?: DanceRole | null;
  /** The stepper's name when a unit is not one ticket (« Nombre de couples »). */
  quantityLabel?: string;
  /** Checked before any call: false stops the add (the caller shows why, where the visitor must act). */
  validate?: () => boolean;
  /** Called with the API's refusal, so the card can offer what comes next (the waiting list). */
  onRefused?: (error: ApiError) => void;
}

type Outcome = { kind: 'idle' } | { kind: 'added' } | { kind: 'refused'; message: string };

/**
 * The buy controls of a ticket card on /tickets: a quantity stepper and 'Ajouter au panier'.
 * The confirmation and the API's French refusal (« Il ne reste que 3 places… ») show on the
 * card itself, where the visitor acted; the top bar's count follows the shared cart store.
 */
export function AddToCart({
  ticketId,
  ticketName,
  remaining,
  available,
  onAttempt,
  role = null,
  quantityLabel,
  validate,
  onRefused,
}: AddToCartProps) {
  const { notice } = useCartState();
  const [quantity, setQuantity] = useState(1);
  const [adding, setAdding] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>({ kind: 'idle' });
  const messageId = useId();
  const max = Math.max(1, Math.min(MAX_QUANTITY_PER_LINE, remaining));
  const wanted = Math.min(quantity, max);
  const disabled = !available || adding;

  const change = (next: number) => {
    setQuantity(Math.min(max, Math.max(1, next)));
    setOutcome({ kind: 'idle' });
  };

  const add = async () => {
    if (validate && !validate()) {
      setOutcome({ kind: 'idle' });
      return;
    }
    setAdding(true);
    setOutcome({ kind: 'idle' });
    try {
      await addToCart(ticketId, wanted, role);
      setOutcome({ kind: 'added' });
      setQuantity(1);
    } catch (error) {
      setOutcome({ kind: 'refused', message: error instanceof ApiError ? error.message : t('errors.generic') });
      if (error instanceof ApiError) onRefused?.(error);
    } finally {
      setAdding(false);
      onAttempt?.();
    }
  };

  return (
    <div className="buy">
      <div className="buy__row">
        <div className="qty" role="group" aria-label={`${quantityLabel ?? t('cart.ticketQuantity')}, ${ticketName}`}>
          <button
            type="button"
            className="qty__button"
            aria-label={t('cart.decrease')}
            disabled={disabled || wanted <= 1}
            onClick={() => change(wanted - 1)}
          >
            <Icon name="minus" size={20} />
          </button>
          <span className="qty__value" aria-live="polite">
            {wanted}
          </span>
          <button
            type="button"
            className="qty__button"
            aria-label={t('cart.increase')}
            disabled={disabled || wanted >= max}
            onClick={() => change(wanted + 1)}
          >
            <Icon name="plus" size={20} />
          </button>
        </div>
        <button
          type="button"
          className="btn btn--primary buy__add"
          disabled={disabled}
          aria-describedby={outcome.kind === 'idle' ? undefined : messageId}
          onClick={() => void add()}
        >
          {adding ? t('cart.adding') : available ? t('cart.addToCart') : t('cart.unavailable')}
        </button>
      </div>
      <div id={messageId} className="buy__message" aria-live="polite">
        {outcome.kind === 'added' && (
          <p className="buy__added">
            <Icon name="check" size={18} />
            {t('cart.added')}
          </p>
        )}
        {outcome.kind === 'added' && notice && <p className="buy__notice">{notice}</p>}
        {outcome.kind === 'refused' && <p className="buy__refused">{outcome.message}</p>}
      </div>
    </div>
  );
}
