import type { DanceRole } from '@kizomba/api-contract/catalogue';
import { useId, useState, type SubmitEvent } from 'react';
import { translator } from '../../i18n';
import { errors } from '../../i18n/fr/common';
import { roles } from '../../i18n/fr/roles';
import { waitingList } from '../../i18n/fr/waiting-list';
import { ApiError, serverFieldErrors } from '../../lib/api/client';
import type { TicketType } from '../../lib/api/tickets';
import { joinWaitingList, WAITING_LIST_MAX_QUANTITY, type JoinWaitingListAnswer } from '../../lib/api/waiting-list';
import { Icon } from '../../components/react/Icon';
import { EmailField, SelectField } from '../checkout/Field';
import { RoleChoice } from '../tickets/RoleChoice';
import './waiting-list.css';

const t = translator({ errors, roles, waitingList });

/** A plausible address; the API has the last word (and says it in the visitor's language). */
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

type Field = 'email' | 'quantity' | 'role';
type FieldErrors = Partial<Record<Field, string>>;

export interface WaitingListFormProps {
  ticket: Pick<TicketType, 'id' | 'name' | 'danceRoles'>;
  /** The role chosen on the card, preselected (a balanced type only). */
  role: DanceRole | null;
  onCancel: () => void;
}

/**
 * The waiting list's sign-up, inline on a ticket card: e-mail, number of places (1–4, couples for a
 * couple pass) and, for a balanced type, the dance role. `POST /api/waiting-list` answers a
 * pending entry: the person is asked to confirm from the e-mail just sent (« Confirmez votre
 * inscription : nous vous avons envoyé un e-mail à … »); an entry already in line shows its position.
 */
export function WaitingListForm({ ticket, role: chosenRole, onCancel }: WaitingListFormProps) {
  const balanced = ticket.danceRoles === 'balanced';
  const [email, setEmail] = useState('');
  const [quantity, setQuantity] = useState(1);
  const [role, setRole] = useState<DanceRole | null>(balanced ? chosenRole : null);
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [joined, setJoined] = useState<JoinWaitingListAnswer | null>(null);
  const uid = useId();
  const id = (name: string) => `${uid}-${name}`;
  const focusEmail = () => document.getElementById(id('email'))?.focus();

  if (joined) {
    const { position, status } = joined.entry;
    if (status === 'pending') {
      return (
        <div className="waitlist-joined" role="status">
          <p className="waitlist-joined__position">
            <Icon name="check" size={20} />
            {t('waitingList.joined.confirm', { email: email.trim() })}
          </p>
          <p className="waitlist-joined__email">{t('waitingList.joined.confirmHint')}</p>
        </div>
      );
    }
    return (
      <div className="waitlist-joined" role="status">
        <p className="waitlist-joined__position">
          <Icon name="check" size={20} />
          {position !== null ? t('waitingList.joined.position', { position }) : joined.message}
        </p>
        {/* Signing up again changes nothing: the API's sentence says where they stand. */}
        {position !== null && joined.message && <p className="waitlist-joined__email">{joined.message}</p>}
      </div>
    );
  }

  const submit = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    const found: FieldErrors = {};
    const address = email.trim();
    if (!address) found.email = t('waitingList.form.emailRequired');
    else if (!EMAIL.test(address)) found.email = t('waitingList.form.emailInvalid');
    if (balanced && !role) found.role = t('waitingList.form.roleRequired');
    setFieldErrors(found);
    setProblem(null);
    if (Object.keys(found).length > 0) {
      if (found.email) focusEmail();
      return;
    }
    setBusy(true);
    try {
      setJoined(await joinWaitingList({ ticketTypeId: ticket.id, email: address, quantity, role: balanced ? role : null }));
    } catch (error) {
      const fromServer: FieldErrors = {};
      for (const entry of serverFieldErrors(error)) {
        const field = (['email', 'quantity', 'role'] as const).find((name) => entry.field === name || entry.field.endsWith(`.${name}`));
        if (field && !fromServer[field]) fromServer[field] = entry.message;
      }
      setFieldErrors(fromServer);
      setProblem(error instanceof ApiError ? error.message : t('errors.generic'));
      if (fromServer.email) focusEmail();
    } finally {
      setBusy(false);
    }
  };

  const intro = balanced && role ? t('waitingList.form.introRole', { role: t(`roles.word.${role}`) }) : t('waitingList.form.intro');
  const quantities = Array.from({ length: WAITING_LIST_MAX_QUANTITY }, (_, index) => String(index + 1));

  return (
    <form className="waitlist-form" noValidate aria-labelledby={id('title')} onSubmit={(event) => void submit(event)}>
      <p className="waitlist-form__title" id={id('title')}>
        {t('waitingList.form.title')}
      </p>
      <p className="waitlist-form__intro">{intro}</p>
      {balanced && (
        <RoleChoice value={role} onChange={setRole} disabled={busy} error={fieldErrors.role} />
      )}
      <EmailField
        id={id('email')}
        label={t('waitingList.form.email')}
        required
        placeholder={t('waitingList.form.emailPlaceholder')}
        value={email}
        error={fieldErrors.email}
        disabled={busy}
        onChange={(event) => setEmail(event.target.value)}
      />
      <SelectField
        id={id('quantity')}
        label={ticket.danceRoles === 'couple' ? t('waitingList.form.quantityCouples') : t('waitingList.form.quantity')}
        placeholder={t('waitingList.form.quantity')}
        options={quantities.map((value) => ({ value, label: value }))}
        value={String(quantity)}
        error={fieldErrors.quantity}
        disabled={busy}
        onChange={(event) => setQuantity(Number(event.target.value))}
      />
      <div className="waitlist-form__alert" role="alert">
        {problem && <p className="waitlist-form__problem">{problem}</p>}
      </div>
      <div className="waitlist-form__actions">
        <button type="submit" className="btn btn--primary" disabled={busy}>
          {busy ? t('waitingList.form.submitting') : t('waitingList.form.submit')}
        </button>
        <button type="button" className="waitlist-form__cancel" disabled={busy} onClick={onCancel}>
          {t('waitingList.form.cancel')}
        </button>
      </div>
    </form>
  );
}
