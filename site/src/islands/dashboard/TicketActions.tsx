import { useEffect, useId, useState, type SubmitEvent } from 'react';
import { LOCALE_NAMES, LOCALES, isLocale, type Locale } from '@kizomba/locales';
import { activeLocale, translator } from '../../i18n';
import { resale } from '../../i18n/fr/resale';
import { transfers } from '../../i18n/fr/transfers';
import type { TicketView } from '../../lib/api/account';
import { looksLikeEmail } from '../../lib/api/auth';
import { getResaleQuote, listForResale, withdrawFromResale, type ResaleQuoteAnswer } from '../../lib/api/resale';
import { cancelTransfer, changeHolderName, transferTicket } from '../../lib/api/transfers';
import { apiFieldErrors } from '../../lib/api/messages';
import { formatDate, formatDateTime, formatPrice } from '../../lib/format';
import { TextField } from '../checkout/Field';
import { errorText } from '../shared/errors';
import { useAction, type Feedback } from '../shared/useAction';
import { TicketDialog } from './TicketDialog';
import { holderFullName, ticketStanding } from './ticket-state';
import './ticket-actions.css';

const t = translator({ transfers, resale });

type Dialog = 'rename' | 'transfer' | 'resale' | null;

/** Whether the festival's deadline for name changes, transfers and resale has passed. */
const deadlinePassed = (ticket: TicketView, now: Date): boolean =>
  ticket.transferDeadline !== null && new Date(ticket.transferDeadline).getTime() <= now.getTime();

/**
 * Why the name can neither be changed nor the ticket transferred, in the holder's words; null when
 * the API allows it (`canTransfer`).
 */
export function transferBlocker(ticket: TicketView, now = new Date()): string | null {
  if (ticket.canTransfer) return null;
  if (ticket.status !== 'valid') return t('transfers.closed.notValid');
  if (ticket.checkedInAt) return t('transfers.closed.checkedIn');
  if (ticket.transfer) return t('transfers.closed.pendingTransfer');
  if (ticket.resale?.status === 'listed') return t('transfers.closed.onResale');
  if (deadlinePassed(ticket, now)) return t('transfers.closed.deadlinePassed', { date: formatDateTime(ticket.transferDeadline) });
  return t('transfers.closed.notAllowed');
}

/**
 * Why the ticket cannot be put up for resale, when the ticket itself says so; undefined when only
 * the API knows (resale switched off, a couple pass, a ticket received by transfer…): the quote
 * then answers the reason.
 */
function resaleBlockerFromTicket(ticket: TicketView, now: Date): string | null | undefined {
  if (ticket.canResell) return null;
  if (ticket.status !== 'valid') return t('resale.closed.notValid');
  if (ticket.checkedInAt) return t('resale.closed.checkedIn');
  if (ticket.transfer) return t('resale.closed.pendingTransfer');
  if (deadlinePassed(ticket, now)) return t('resale.closed.deadlinePassed', { date: formatDateTime(ticket.transferDeadline) });
  return undefined;
}

/** The reason resale is refused: from the ticket, else the API's own (localized) refusal of the quote. */
function useResaleBlocker(ticket: TicketView): string | null {
  const local = resaleBlockerFromTicket(ticket, new Date());
  const [fromApi, setFromApi] = useState<string | null>(null);
  const ask = local === undefined && ticket.resale === null;
  useEffect(() => {
    if (!ask) return;
    const controller = new AbortController();
    getResaleQuote(ticket.id, { signal: controller.signal }).then(
      () => !controller.signal.aborted && setFromApi(t('resale.closed.notAllowed')),
      (error: unknown) => !controller.signal.aborted && setFromApi(errorText(error)),
    );
    return () => controller.abort();
  }, [ask, ticket.id]);
  if (local !== undefined) return local;
  return fromApi ?? t('resale.closed.notAllowed');
}

/**
 * « Gérer ce billet » on a ticket's page: change the name, transfer it (and cancel a pending
 * transfer), put it up for resale at face value (and withdraw it). Each action opens its dialog;
 * an action not allowed stays visible, disabled, with its reason. `onTicket` receives the ticket
 * as the API answers it after a change; `onReload` asks for it again (resale answers a listing).
 */
export function TicketActions({ ticket, onTicket, onReload }: { ticket: TicketView; onTicket: (ticket: TicketView) => void; onReload: () => void }) {
  const id = useId();
  const [dialog, setDialog] = useState<Dialog>(null);
  const [notice, setNotice] = useState<Feedback>(null);
  const pending = useAction();
  const standing = ticketStanding(ticket);
  const transferReason = transferBlocker(ticket);
  const resaleReason = useResaleBlocker(ticket);
  const sold = ticket.resale?.status === 'sold';

  const done = (text: string) => {
    setDialog(null);
    setNotice({ kind: 'ok', text });
  };

  // A resold or refunded ticket has nothing left to manage: its page says what happened.
  if (sold && ticket.resale) return <ResaleSold listing={ticket.resale} />;
  if (ticket.status !== 'valid') return null;

  return (
    <section className="dashboard-card ticket-actions" aria-labelledby={`${id}-title`}>
      <h2 className="dashboard-card__title" id={`${id}-title`}>
        {t('transfers.manage.title')}
      </h2>
      {ticket.transferDeadline && !deadlinePassed(ticket, new Date()) && (
        <p className="dashboard-muted">{t('transfers.manage.deadline', { date: formatDateTime(ticket.transferDeadline) })}</p>
      )}

      {ticket.transfer && (
        <StatePanel
          modifier="pending"
          title={t('transfers.transfer.pendingTitle')}
          text={t(ticket.transfer.expiresAt ? 'transfers.transfer.pending' : 'transfers.transfer.pendingNoDate', {
            name: `${ticket.transfer.toFirstName} ${ticket.transfer.toLastName}`.trim(),
            email: ticket.transfer.toEmail,
            date: formatDateTime(ticket.transfer.expiresAt),
          })}
          button={pending.busy ? t('transfers.transfer.cancelling') : t('transfers.transfer.cancelTransfer')}
          busy={pending.busy}
          onAct={() =>
            pending.run(async () => {
              onTicket(await cancelTransfer(ticket.id));
              setNotice({ kind: 'ok', text: t('transfers.transfer.cancelled') });
            })
          }
        />
      )}

      {standing === 'onResale' && ticket.resale && (
        <StatePanel
          modifier="resale"
          title={t('resale.listedTitle')}
          text={t('resale.listed', {
            date: formatDate(ticket.resale.listedAt),
            price: formatPrice(ticket.resale.price),
            refund: formatPrice(ticket.resale.netRefund),
          })}
          button={pending.busy ? t('resale.withdrawing') : t('resale.withdraw')}
          busy={pending.busy}
          onAct={() =>
            pending.run(async () => {
              await withdrawFromResale(ticket.id);
              setNotice({ kind: 'ok', text: t('resale.withdrawn') });
              onReload();
            })
          }
        />
      )}

      {pending.feedback?.kind === 'error' && (
        <p className="field__error" role="alert">
          {pending.feedback.text}
        </p>
      )}

      {standing !== 'transferring' && standing !== 'onResale' && (
        <ul className="ticket-actions__list">
          <ActionButton label={t('transfers.rename.open')} reason={transferReason} reasonId={`${id}-rename-reason`} onOpen={() => setDialog('rename')} />
          <ActionButton label={t('transfers.transfer.open')} reason={transferReason} reasonId={`${id}-transfer-reason`} onOpen={() => setDialog('transfer')} />
          <ActionButton label={t('resale.open')} reason={resaleReason} reasonId={`${id}-resale-reason`} onOpen={() => setDialog('resale')} />
        </ul>
      )}

      <p className="dashboard-ok ticket-actions__notice" role="status">
        {notice?.text}
      </p>

      <TicketDialog open={dialog === 'rename'} title={t('transfers.rename.title')} onClose={() => setDialog(null)}>
        <RenameForm
          ticket={ticket}
          onCancel={() => setDialog(null)}
          onDone={(updated) => {
            onTicket(updated);
            done(t('transfers.rename.done', { name: holderFullName(updated) }));
          }}
        />
      </TicketDialog>
      <TicketDialog open={dialog === 'transfer'} title={t('transfers.transfer.title')} onClose={() => setDialog(null)}>
        <TransferForm
          ticket={ticket}
          onCancel={() => setDialog(null)}
          onDone={(updated, name) => {
            onTicket(updated);
            done(t('transfers.transfer.sent', { name }));
          }}
        />
      </TicketDialog>
      <TicketDialog open={dialog === 'resale'} title={t('resale.title')} onClose={() => setDialog(null)}>
        <ResaleForm
          ticket={ticket}
          onCancel={() => setDialog(null)}
          onDone={() => {
            done(t('resale.listedDone'));
            onReload();
          }}
        />
      </TicketDialog>
    </section>
  );
}

/** A transfer or a resale under way: what is happening, and the one button that undoes it. */
function StatePanel({
  modifier,
  title,
  text,
  button,
  busy,
  onAct,
}: {
  modifier: 'pending' | 'resale';
  title: string;
  text: string;
  button: string;
  busy: boolean;
  onAct: () => void;
}) {
  return (
    <div className={`ticket-actions__state ticket-actions__state--${modifier}`}>
      <h3 className="ticket-actions__state-title">{title}</h3>
      <p>{text}</p>
      <button type="button" className="btn btn--outline" disabled={busy} onClick={onAct}>
        {button}
      </button>
    </div>
  );
}

function ActionButton({ label, reason, reasonId, onOpen }: { label: string; reason: string | null; reasonId: string; onOpen: () => void }) {
  return (
    <li className="ticket-actions__item">
      <button type="button" className="btn btn--outline ticket-actions__button" disabled={reason !== null} aria-describedby={reason ? reasonId : undefined} onClick={onOpen}>
        {label}
      </button>
      {reason && (
        <p className="dashboard-muted ticket-actions__reason" id={reasonId}>
          {reason}
        </p>
      )}
    </li>
  );
}

type NameErrors = Partial<Record<'firstName' | 'lastName' | 'email', string>>;

/** What the name change and transfer dialogs read: the names, and for a transfer the e-mail and its language. */
interface Person {
  firstName: string;
  lastName: string;
  email: string;
  locale: string;
}

function checkPerson(person: Person, withEmail: boolean): NameErrors {
  const errors: NameErrors = {};
  if (!person.firstName) errors.firstName = t('transfers.fields.firstNameRequired');
  if (!person.lastName) errors.lastName = t('transfers.fields.lastNameRequired');
  if (withEmail && !person.email) errors.email = t('transfers.fields.emailRequired');
  else if (withEmail && !looksLikeEmail(person.email)) errors.email = t('transfers.fields.emailInvalid');
  return errors;
}

/**
 * A dialog's form: checks the fields before any call (focus on the first one in error), then
 * sends; the API's field refusals land on their field, its other refusals under the buttons.
 */
function usePersonForm(withEmail: boolean, send: (person: Person) => Promise<void>) {
  const [errors, setErrors] = useState<NameErrors>({});
  const action = useAction();
  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    const read = (name: keyof Person) => String(data.get(name) ?? '').trim();
    const person: Person = { firstName: read('firstName'), lastName: read('lastName'), email: read('email'), locale: read('locale') };
    const found = checkPerson(person, withEmail);
    setErrors(found);
    const first = (['firstName', 'lastName', 'email'] as const).find((field) => found[field]);
    if (first) {
      form.querySelector<HTMLInputElement>(`[name="${first}"]`)?.focus();
      return;
    }
    void action.run(async () => {
      try {
        await send(person);
      } catch (error) {
        setErrors(apiFieldErrors(error));
        throw error;
      }
    });
  };
  return { errors, action, submit };
}

function RenameForm({ ticket, onCancel, onDone }: { ticket: TicketView; onCancel: () => void; onDone: (ticket: TicketView) => void }) {
  const id = useId();
  const { errors, action, submit } = usePersonForm(false, async ({ firstName, lastName }) => onDone(await changeHolderName(ticket.id, { firstName, lastName })));
  return (
    <form className="ticket-dialog__form" onSubmit={submit} noValidate>
      <p className="ticket-dialog__text">{t('transfers.rename.lead')}</p>
      <NameFields id={id} errors={errors} initial={ticket.holder} />
      <FormEnd action={action} submit={t('transfers.rename.submit')} submitting={t('transfers.rename.submitting')} cancel={t('transfers.rename.cancel')} onCancel={onCancel} />
    </form>
  );
}

function TransferForm({ ticket, onCancel, onDone }: { ticket: TicketView; onCancel: () => void; onDone: (ticket: TicketView, name: string) => void }) {
  const id = useId();
  const pageLocale = activeLocale();
  const { errors, action, submit } = usePersonForm(true, async ({ firstName, lastName, email, locale }) => {
    const language: Locale = isLocale(locale) ? locale : pageLocale;
    onDone(await transferTicket(ticket.id, { firstName, lastName, email, locale: language }), `${firstName} ${lastName}`);
  });

  return (
    <form className="ticket-dialog__form" onSubmit={submit} noValidate>
      <p className="ticket-dialog__text">{t('transfers.transfer.lead')}</p>
      <p className="ticket-dialog__warning" id={`${id}-warning`}>
        {t('transfers.transfer.warning')}
      </p>
      <p className="ticket-dialog__text">{t('transfers.transfer.returns')}</p>
      <NameFields id={id} errors={errors} withEmail />
      <div className="field">
        <label className="field__label" htmlFor={`${id}-locale`}>
          {t('transfers.transfer.language')}
        </label>
        <select id={`${id}-locale`} name="locale" className="field__control field__control--select" defaultValue={pageLocale}>
          {LOCALES.map((locale) => (
            <option key={locale} value={locale} lang={locale}>
              {LOCALE_NAMES[locale]}
            </option>
          ))}
        </select>
      </div>
      <FormEnd
        action={action}
        submit={t('transfers.transfer.submit')}
        submitting={t('transfers.transfer.submitting')}
        cancel={t('transfers.transfer.cancel')}
        onCancel={onCancel}
        describedBy={`${id}-warning`}
      />
    </form>
  );
}

function NameFields({ id, errors, initial, withEmail = false }: { id: string; errors: NameErrors; initial?: { firstName: string; lastName: string }; withEmail?: boolean }) {
  return (
    <>
      {(['firstName', 'lastName'] as const).map((field, index) => (
        <TextField
          key={field}
          data-autofocus={index === 0 || undefined}
          id={`${id}-${field}`}
          name={field}
          label={t(`transfers.fields.${field}`)}
          autoComplete="off"
          required
          maxLength={100}
          defaultValue={initial?.[field]}
          error={errors[field]}
        />
      ))}
      {withEmail && (
        <TextField
          id={`${id}-email`}
          name="email"
          type="email"
          inputMode="email"
          autoCapitalize="none"
          spellCheck={false}
          autoComplete="off"
          label={t('transfers.fields.email')}
          hint={t('transfers.transfer.emailHint')}
          required
          maxLength={254}
          error={errors.email}
        />
      )}
    </>
  );
}

function FormEnd({
  action,
  submit,
  submitting,
  cancel,
  onCancel,
  describedBy,
  disabled = false,
}: {
  action: ReturnType<typeof useAction>;
  submit: string;
  submitting: string;
  cancel: string;
  onCancel: () => void;
  describedBy?: string;
  disabled?: boolean;
}) {
  return (
    <>
      <div className="ticket-dialog__alert" role="alert">
        {action.feedback?.kind === 'error' && <p className="field__error">{action.feedback.text}</p>}
      </div>
      <div className="ticket-dialog__buttons">
        <button type="submit" className="btn btn--primary" disabled={action.busy || disabled} aria-describedby={describedBy}>
          {action.busy ? submitting : submit}
        </button>
        <button type="button" className="btn btn--outline" onClick={onCancel}>
          {cancel}
        </button>
      </div>
    </>
  );
}

function ResaleForm({ ticket, onCancel, onDone }: { ticket: TicketView; onCancel: () => void; onDone: () => void }) {
  const [quote, setQuote] = useState<{ answer: ResaleQuoteAnswer } | { error: string } | null>(null);
  const action = useAction();

  useEffect(() => {
    const controller = new AbortController();
    getResaleQuote(ticket.id, { signal: controller.signal }).then(
      (answer) => !controller.signal.aborted && setQuote({ answer }),
      (error: unknown) => !controller.signal.aborted && setQuote({ error: errorText(error) }),
    );
    return () => controller.abort();
  }, [ticket.id]);

  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    void action.run(async () => {
      await listForResale(ticket.id);
      onDone();
    });
  };

  const figures = quote && 'answer' in quote ? quote.answer.quote : null;
  return (
    <form className="ticket-dialog__form" onSubmit={submit} noValidate>
      <p className="ticket-dialog__text">{t('resale.lead')}</p>
      <p className="ticket-dialog__legal">{t('resale.legal')}</p>
      {quote === null && (
        <p className="dashboard-muted" role="status">
          {t('resale.loadingQuote')}
        </p>
      )}
      {quote && 'error' in quote && (
        <p className="field__error" role="alert">
          {quote.error}
        </p>
      )}
      {figures && (
        <>
          <dl className="ticket-quote">
            <div>
              <dt>{t('resale.quote.price')}</dt>
              <dd>{formatPrice(figures.price)}</dd>
            </div>
            <div>
              <dt>{t('resale.quote.fee')}</dt>
              <dd>{figures.fee > 0 ? `− ${formatPrice(figures.fee)}` : t('resale.quote.noFee')}</dd>
            </div>
            <div className="ticket-quote__total">
              <dt>{t('resale.quote.refund')}</dt>
              <dd>{formatPrice(figures.netRefund)}</dd>
            </div>
          </dl>
          <p className="ticket-dialog__text">{t('resale.how', { refund: formatPrice(figures.netRefund) })}</p>
          <p className="ticket-dialog__warning">{t('resale.meanwhile')}</p>
        </>
      )}
      <FormEnd action={action} submit={t('resale.submit')} submitting={t('resale.submitting')} cancel={t('resale.cancel')} onCancel={onCancel} disabled={!figures} />
    </form>
  );
}

/** A resold ticket: when it found its buyer and what goes back to the seller's card. */
function ResaleSold({ listing }: { listing: NonNullable<TicketView['resale']> }) {
  const id = useId();
  return (
    <section className="dashboard-card ticket-actions" aria-labelledby={`${id}-title`}>
      <h2 className="dashboard-card__title" id={`${id}-title`}>
        {t('resale.soldTitle')}
      </h2>
      <p>{t('resale.sold', { date: formatDate(listing.soldAt ?? listing.listedAt), refund: formatPrice(listing.netRefund) })}</p>
      <p className="dashboard-muted">{t('resale.refundPending')}</p>
    </section>
  );
}

/** « Transfert en attente » / « En revente » / « Revendu » in place of a ticket's status, when one applies. */
export function StandingFlag({ ticket }: { ticket: TicketView }) {
  const standing = ticketStanding(ticket);
  if (standing === 'transferring') return <span className="ticket-flag">{t('transfers.transfer.badge')}</span>;
  if (standing === 'onResale') return <span className="ticket-flag ticket-flag--resale">{t('resale.badge')}</span>;
  if (ticket.resale?.status === 'sold') return <span className="ticket-flag ticket-flag--resale">{t('resale.soldBadge')}</span>;
  return null;
}
