import type { TicketSlot } from '@kizomba/api-contract/checkout';
import type { TicketHolderInput } from '@kizomba/api-contract/checkout';
import { translator } from '../../i18n';
import { holders } from '../../i18n/fr/holders';
import { roles } from '../../i18n/fr/roles';
import type { CartItemView } from '../../lib/api/cart';
import { TextField } from './Field';

const t = translator({ holders, roles });

/** What the visitor typed for one ticket. */
export interface HolderEntry {
  firstName: string;
  lastName: string;
  email: string;
}

export type HolderField = keyof HolderEntry;
const HOLDER_FIELDS: readonly HolderField[] = ['firstName', 'lastName', 'email'];

/**
 * The holders of an order: one entry per ticket slot. The first ticket is the buyer's (the contact
 * fields, shown and marked « vous ») until the visitor types in its row.
 */
export interface HoldersState {
  entries: HolderEntry[];
  firstIsBuyer: boolean;
}

export const emptyHolder = (): HolderEntry => ({ firstName: '', lastName: '', email: '' });
export const initialHolders = (): HoldersState => ({ entries: [], firstIsBuyer: true });

/** The row shown for slot `index`: the buyer's contact fields while the first row follows them. */
export function holderShown(state: HoldersState, index: number, buyer: HolderEntry): HolderEntry {
  if (index === 0 && state.firstIsBuyer) return { firstName: buyer.firstName, lastName: buyer.lastName, email: buyer.email };
  return state.entries[index] ?? emptyHolder();
}

/** A change typed in a row; the first row stops following the buyer once touched. */
export function changeHolder(state: HoldersState, index: number, field: HolderField, value: string, buyer: HolderEntry): HoldersState {
  const entries = [...state.entries];
  entries[index] = { ...holderShown(state, index, buyer), [field]: value };
  return { entries, firstIsBuyer: index === 0 ? false : state.firstIsBuyer };
}

/**
 * `holders` of `POST /api/checkout/session`, one per slot in `ticketSlots` order: the buyer's row and
 * rows left empty are `null` (the API puts those tickets in the buyer's name).
 */
export function holdersPayload(state: HoldersState, slotCount: number): Array<TicketHolderInput | null> {
  return Array.from({ length: slotCount }, (_, index) => {
    if (index === 0 && state.firstIsBuyer) return null;
    const entry = state.entries[index] ?? emptyHolder();
    const typed = { firstName: entry.firstName.trim(), lastName: entry.lastName.trim(), email: entry.email.trim() };
    if (!typed.firstName && !typed.lastName && !typed.email) return null;
    return { firstName: typed.firstName || null, lastName: typed.lastName || null, email: typed.email || null };
  });
}

/** `holders.2.lastName` → slot 2's last name; null for any other path. */
export function holderFieldOfPath(path: string): { index: number; field: HolderField } | null {
  const match = /^holders\.(\d+)\.(firstName|lastName|email)$/.exec(path);
  return match ? { index: Number(match[1]), field: match[2] as HolderField } : null;
}

export const holderErrorKey = (index: number, field: HolderField) => `${index}.${field}`;
export const holderInputId = (idPrefix: string, index: number, field: HolderField) => `${idPrefix}-holder-${index}-${field}`;

/** The first invalid holder field, in screen order, to give it the focus. */
export function firstHolderError(errors: Readonly<Record<string, string>>, slotCount: number): { index: number; field: HolderField } | null {
  for (let index = 0; index < slotCount; index += 1) {
    for (const field of HOLDER_FIELDS) if (errors[holderErrorKey(index, field)]) return { index, field };
  }
  return null;
}

interface HoldersProps {
  idPrefix: string;
  slots: readonly TicketSlot<CartItemView>[];
  state: HoldersState;
  buyer: HolderEntry;
  /** Refusals by `holderErrorKey`, from the API (« holders.1.email »). */
  errors: Readonly<Record<string, string>>;
  disabled: boolean;
  onChange: (index: number, field: HolderField, value: string) => void;
}

/**
 * « Qui vient ? »: for an order of two tickets or more, a first name, a last name and an optional
 * e-mail per ticket, each row named after its ticket and role (« Billet 2 · Workshop Pass — Suiveur »).
 * The buyer's own row fills in from the contact fields; other people's rows autofill in their own
 * `section-*`, never with the buyer's details.
 */
export function Holders({ idPrefix, slots, state, buyer, errors, disabled, onChange }: HoldersProps) {
  return (
    <fieldset className="checkout-card holders" disabled={disabled}>
      <legend className="checkout-card__title">{t('holders.title')}</legend>
      <p className="holders__hint">{t('holders.hint')}</p>
      <ol className="holders__list" role="list">
        {slots.map((slot, index) => {
          const shown = holderShown(state, index, buyer);
          const isBuyer = index === 0 && state.firstIsBuyer;
          const ticket = slot.role
            ? t('roles.line', { ticket: slot.line.name, role: t(`roles.label.${slot.role}`) })
            : slot.line.name;
          // The buyer's row completes like the contact fields; another person's row in its own section.
          const section = index === 0 ? '' : `section-ticket-${index + 1} `;
          return (
            <li key={`${slot.line.id}-${slot.indexInLine}`} className="holders__row">
              <fieldset className="holders__ticket">
                <legend className="holders__ticket-name">
                  {t('holders.ticket', { index: index + 1, ticket })}
                  {isBuyer && <span className="holders__you">{t('holders.you')}</span>}
                </legend>
                <div className="checkout-grid">
                  {HOLDER_FIELDS.map((field) => (
                    <TextField
                      key={field}
                      id={holderInputId(idPrefix, index, field)}
                      className={field === 'email' ? 'checkout-grid__wide' : undefined}
                      label={t(`holders.${field}`)}
                      type={field === 'email' ? 'email' : 'text'}
                      inputMode={field === 'email' ? 'email' : undefined}
                      autoComplete={`${section}${field === 'firstName' ? 'given-name' : field === 'lastName' ? 'family-name' : 'email'}`}
                      autoCapitalize={field === 'email' ? 'off' : 'words'}
                      spellCheck={false}
                      maxLength={field === 'email' ? 254 : 100}
                      value={shown[field]}
                      error={errors[holderErrorKey(index, field)]}
                      onChange={(event) => onChange(index, field, event.target.value)}
                    />
                  ))}
                </div>
              </fieldset>
            </li>
          );
        })}
      </ol>
    </fieldset>
  );
}
