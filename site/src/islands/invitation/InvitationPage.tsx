import { ticketSlots } from '@kizomba/api-contract/checkout';
import { useEffect, useState, type SubmitEvent } from 'react';
import { localHref, translator } from '../../i18n';
import { errors } from '../../i18n/fr/common';
import { invitation } from '../../i18n/fr/invitation';
import { roles } from '../../i18n/fr/roles';
import { ApiError } from '../../lib/api/client';
import { claimInvitation, getInvitation, type PublicInvitation } from '../../lib/api/admin-sales';
import { formatDate } from '../../lib/format';
import { AuthNotice } from '../auth/AuthNotice';
import { TextField } from '../checkout/Field';
import '../auth/auth.css';
import './invitation.css';
import { splitLocalePath } from '@kizomba/locales';

const t = translator({ errors, invitation, roles });

/** The token of `/invitation/{token}`, decoded; null elsewhere or on the shell's `_`. */
export function invitationTokenFromPath(pathname: string): string | null {
  const match = /^\/invitation\/([^/]+)\/?$/.exec(splitLocalePath(pathname).path);
  if (!match?.[1] || match[1] === '_') return null;
  try {
    return decodeURIComponent(match[1]);
  } catch {
    return null;
  }
}

/** The French words for a refusal: 404 unknown, 410 no longer available, 409 sold out. */
export function invitationError(error: unknown): string {
  if (error instanceof ApiError) {
    if (error.status === 404) return t('invitation.notFound');
    if (error.status === 410) return t('invitation.unavailable');
    if (error.status === 409) return error.code === 'SOLD_OUT' || !error.message ? t('invitation.soldOut') : error.message;
    return error.message || t('errors.generic');
  }
  return t('errors.generic');
}

type State =
  | { kind: 'loading' }
  | { kind: 'error'; message: string }
  | { kind: 'ready'; invitation: PublicInvitation }
  | { kind: 'done'; orderId: string; orderNumber: string };

/**
 * /invitation/{token} (docs/back-office.md « Promo codes and invitations »): who is invited, the
 * tickets offered (with the guest's dance role; a couple pass gives a leader and a follower per
 * couple), the personal message and the expiry; optional holder names (one per ticket, in the
 * API's ticket order, the invitee's name by default); « Accepter l’invitation » claims the free order.
 */
export default function InvitationPage() {
  const [token, setToken] = useState<string | null | undefined>(undefined);
  const [state, setState] = useState<State>({ kind: 'loading' });

  useEffect(() => setToken(invitationTokenFromPath(window.location.pathname)), []);

  useEffect(() => {
    if (token === undefined) return;
    if (token === null) {
      setState({ kind: 'error', message: t('invitation.notFound') });
      return;
    }
    const controller = new AbortController();
    getInvitation(token, { signal: controller.signal }).then(
      (invitation) => {
        if (invitation.status === 'sent') setState({ kind: 'ready', invitation });
        else setState({ kind: 'error', message: t(`invitation.${invitation.status}`) });
      },
      (err: unknown) => {
        if (!controller.signal.aborted) setState({ kind: 'error', message: invitationError(err) });
      },
    );
    return () => controller.abort();
  }, [token]);

  if (state.kind === 'loading') {
    return (
      <p className="invitation-loading" role="status">
        {t('invitation.loading')}
      </p>
    );
  }
  if (state.kind === 'error') {
    return (
      <AuthNotice title={state.message} icon="info" tone="error">
        <p className="auth-notice__text">
          <a className="auth-link" href={localHref('/contact')}>
            {t('invitation.contact')}
          </a>
          {' · '}
          <a className="auth-link" href={localHref('/')}>
            {t('invitation.backHome')}
          </a>
        </p>
      </AuthNotice>
    );
  }
  if (state.kind === 'done') {
    return (
      <AuthNotice title={t('invitation.successTitle')} icon="ticket">
        <p className="auth-notice__text">{t('invitation.successText', { number: state.orderNumber })}</p>
        {state.orderId && (
          <p className="auth-notice__text">
            <a className="btn btn--primary" href={localHref(`/confirmation/${encodeURIComponent(state.orderId)}`)}>
              {t('invitation.successLink')}
            </a>
          </p>
        )}
      </AuthNotice>
    );
  }
  return (
    <ClaimForm
      token={token as string}
      invitation={state.invitation}
      onDone={(orderId, orderNumber) => setState({ kind: 'done', orderId, orderNumber })}
      onGone={(message) => setState({ kind: 'error', message })}
    />
  );
}

function ClaimForm({
  token,
  invitation,
  onDone,
  onGone,
}: {
  token: string;
  invitation: PublicInvitation;
  onDone: (orderId: string, orderNumber: string) => void;
  onGone: (message: string) => void;
}) {
  const [slots] = useState(() => ticketSlots([{ id: 0, quantity: invitation.quantity, role: invitation.role, ticketsPerUnit: invitation.ticketsPerUnit }]));
  const [names, setNames] = useState<string[]>(() => slots.map(() => invitation.name));
  const offer = t('invitation.offer', { quantity: invitation.quantity, type: invitation.ticketTypeName });
  /** « Billet 2 — Suiveur », « 2 × Workshop Pass — Guideur », « 1 × Pass Couple — 1 guideur + 1 suiveur ». */
  const withRole = (text: string, role: string | null | undefined) => (role ? t('roles.line', { ticket: text, role }) : text);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  const submit = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    setBusy(true);
    setProblem(null);
    try {
      const holderNames = names.map((name) => name.trim() || invitation.name);
      const answer = await claimInvitation(token, holderNames);
      onDone(answer.orderId, answer.orderNumber);
    } catch (err) {
      const message = invitationError(err);
      if (err instanceof ApiError && (err.status === 404 || err.status === 410)) onGone(message);
      else setProblem(message);
      setBusy(false);
    }
  };

  return (
    <form className="auth-form invitation" onSubmit={submit} noValidate>
      <p className="invitation__lead">{t('invitation.lead', { name: invitation.name })}</p>
      <dl className="invitation__facts">
        <dt>{t('invitation.ticketsLabel')}</dt>
        <dd className="invitation__offer">
          {invitation.role
            ? withRole(offer, t(`roles.label.${invitation.role}`))
            : withRole(offer, invitation.ticketsPerUnit === 2 ? t('roles.couple.includes') : null)}
        </dd>
        {invitation.message && (
          <>
            <dt>{t('invitation.messageLabel')}</dt>
            <dd>
              <blockquote className="invitation__message">{invitation.message}</blockquote>
            </dd>
          </>
        )}
      </dl>
      {invitation.expiresAt && <p className="invitation__expiry">{t('invitation.expires', { date: formatDate(invitation.expiresAt) })}</p>}
      <fieldset className="invitation__holders">
        <legend>{t('invitation.holdersTitle')}</legend>
        <p className="field__hint">{t('invitation.holdersHint')}</p>
        {names.map((name, index) => (
          <TextField
            key={index}
            id={`invitation-holder-${index + 1}`}
            label={withRole(t('invitation.holderLabel', { index: index + 1 }), slots[index]?.role ? t(`roles.label.${slots[index].role}`) : null)}
            value={name}
            autoComplete="name"
            maxLength={200}
            onChange={(event) => {
              const value = event.target.value;
              setNames((current) => current.map((entry, i) => (i === index ? value : entry)));
            }}
          />
        ))}
      </fieldset>
      <div className="auth-form__alert" role="alert">
        {problem && <p className="auth-alert">{problem}</p>}
      </div>
      <button type="submit" className="btn btn--primary auth-form__submit" disabled={busy}>
        {busy ? t('invitation.accepting') : t('invitation.accept')}
      </button>
    </form>
  );
}
