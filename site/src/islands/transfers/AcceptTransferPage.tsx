import { useEffect, useState } from 'react';
import { splitLocalePath } from '@kizomba/locales';
import { localHref, translator } from '../../i18n';
import { errors } from '../../i18n/fr/common';
import { roles } from '../../i18n/fr/roles';
import { transfers } from '../../i18n/fr/transfers';
import { ApiError } from '../../lib/api/client';
import { acceptTransfer, getTransfer, type PublicTransferView, type TransferAcceptAnswer } from '../../lib/api/transfers';
import { formatDateTime } from '../../lib/format';
import { AuthNotice } from '../auth/AuthNotice';
import { useSession, visibleUser } from '../auth/useSession';
import '../auth/auth.css';
import './transfers.css';

const t = translator({ errors, roles, transfers });

/** The token of `/transfer/{token}`, decoded; null elsewhere or on the shell's `_`. */
export function transferTokenFromPath(pathname: string): string | null {
  const match = /^\/transfer\/([^/]+)\/?$/.exec(splitLocalePath(pathname).path);
  if (!match?.[1] || match[1] === '_') return null;
  try {
    return decodeURIComponent(match[1]);
  } catch {
    return null;
  }
}

/** Why a link no longer offers a ticket, in the recipient's words. */
function closedText(status: PublicTransferView['status']): string {
  switch (status) {
    case 'accepted':
      return t('transfers.accept.accepted');
    case 'cancelled':
      return t('transfers.accept.cancelled');
    default:
      return t('transfers.accept.expired');
  }
}

/** A refusal of the link: 404 unknown; 410 cancelled or expired; 409 already accepted; else the API's words. */
export function transferError(error: unknown): string {
  if (error instanceof ApiError) {
    if (error.status === 404) return t('transfers.accept.notFound');
    if (error.status === 410) return error.code === 'TRANSFER_CANCELLED' ? t('transfers.accept.cancelled') : t('transfers.accept.expired');
    if (error.status === 409 && error.code === 'TRANSFER_NOT_PENDING') return t('transfers.accept.accepted');
    return error.message || t('errors.generic');
  }
  return t('errors.generic');
}

type State =
  | { kind: 'loading' }
  | { kind: 'closed'; message: string }
  | { kind: 'offer'; transfer: PublicTransferView }
  | { kind: 'accepted'; answer: TransferAcceptAnswer };

/**
 * /transfer/{token} (docs/accounts.md « Name change and transfer »): what is offered (the ticket,
 * its dance role, who hands it over), « Accepter le billet », then where the new ticket went. No
 * account needed: the e-mailed link is the proof. Expired, cancelled and used links say so.
 */
export default function AcceptTransferPage() {
  const [token, setToken] = useState<string | null | undefined>(undefined);
  const [state, setState] = useState<State>({ kind: 'loading' });

  useEffect(() => setToken(transferTokenFromPath(window.location.pathname)), []);

  useEffect(() => {
    if (token === undefined) return;
    if (token === null) {
      setState({ kind: 'closed', message: t('transfers.accept.notFound') });
      return;
    }
    const controller = new AbortController();
    getTransfer(token, { signal: controller.signal }).then(
      (transfer) => setState(transfer.status === 'pending' ? { kind: 'offer', transfer } : { kind: 'closed', message: closedText(transfer.status) }),
      (error: unknown) => {
        if (!controller.signal.aborted) setState({ kind: 'closed', message: transferError(error) });
      },
    );
    return () => controller.abort();
  }, [token]);

  if (state.kind === 'loading') {
    return (
      <p className="transfer-loading" role="status">
        {t('transfers.accept.loading')}
      </p>
    );
  }
  if (state.kind === 'closed') {
    return (
      <AuthNotice title={state.message} icon="info" tone="error">
        <p className="auth-notice__text">
          <a className="auth-link" href={localHref('/contact')}>
            {t('transfers.accept.contact')}
          </a>
          {' · '}
          <a className="auth-link" href={localHref('/')}>
            {t('transfers.accept.backHome')}
          </a>
        </p>
      </AuthNotice>
    );
  }
  if (state.kind === 'accepted') return <Accepted answer={state.answer} />;
  return (
    <Offer
      token={token as string}
      transfer={state.transfer}
      onAccepted={(answer) => setState({ kind: 'accepted', answer })}
      onGone={(message) => setState({ kind: 'closed', message })}
    />
  );
}

function Offer({
  token,
  transfer,
  onAccepted,
  onGone,
}: {
  token: string;
  transfer: PublicTransferView;
  onAccepted: (answer: TransferAcceptAnswer) => void;
  onGone: (message: string) => void;
}) {
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  const accept = async () => {
    setBusy(true);
    setProblem(null);
    try {
      onAccepted(await acceptTransfer(token));
    } catch (error) {
      const message = transferError(error);
      if (error instanceof ApiError && (error.status === 404 || error.status === 409 || error.status === 410)) onGone(message);
      else {
        setProblem(message);
        setBusy(false);
      }
    }
  };

  const recipient = `${transfer.toFirstName} ${transfer.toLastName}`.trim();
  return (
    <div className="auth-form transfer-offer">
      {transfer.fromName && <p className="transfer-offer__lead">{t('transfers.accept.lead', { name: transfer.fromName })}</p>}
      <dl className="transfer-offer__facts">
        <div>
          <dt>{t('transfers.accept.ticket')}</dt>
          <dd className="transfer-offer__ticket">{transfer.ticketTypeName}</dd>
        </div>
        {transfer.role && (
          <div>
            <dt>{t('roles.legend')}</dt>
            <dd>{t(`roles.label.${transfer.role}`)}</dd>
          </div>
        )}
        {recipient && (
          <div>
            <dt>{t('transfers.accept.holder')}</dt>
            <dd>{recipient}</dd>
          </div>
        )}
      </dl>
      {transfer.expiresAt && <p className="transfer-offer__expiry">{t('transfers.accept.expires', { date: formatDateTime(transfer.expiresAt) })}</p>}
      <p className="auth-aside">{t('transfers.accept.explain')}</p>
      <div className="auth-form__alert" role="alert">
        {problem && <p className="auth-alert">{problem}</p>}
      </div>
      <button type="button" className="btn btn--primary auth-form__submit" disabled={busy} onClick={accept}>
        {busy ? t('transfers.accept.submitting') : t('transfers.accept.submit')}
      </button>
    </div>
  );
}

/** The ticket is the recipient's: its PDF went by e-mail; signed in with that e-mail, the dashboard has it too. */
function Accepted({ answer }: { answer: TransferAcceptAnswer }) {
  const user = visibleUser(useSession());
  const signedInAsRecipient = user !== null && answer.emailedTo !== '' && user.email.toLowerCase() === answer.emailedTo.toLowerCase();
  return (
    <AuthNotice title={t('transfers.accept.successTitle')} icon="ticket">
      <p className="auth-notice__text" role="status">
        {t('transfers.accept.successText')}
      </p>
      {signedInAsRecipient && (
        <>
          <p className="auth-notice__text">{t('transfers.accept.successDashboard')}</p>
          <p className="auth-notice__text">
            <a className="btn btn--primary" href={localHref(answer.dashboardPath ?? '/dashboard/tickets')}>
              {t('transfers.accept.dashboardLink')}
            </a>
          </p>
        </>
      )}
    </AuthNotice>
  );
}
