import { useEffect, useRef, useState, type SubmitEvent } from 'react';
import { translator } from '../../i18n';
import { dashboard } from '../../i18n/fr/dashboard';
import { changePassword, deleteAccount, exportAccountData, logoutAll, updateProfile } from '../../lib/api/account';
import '../../styles/forms.css';
import { PASSWORD_MAX, PASSWORD_MIN } from '../../lib/api/auth';
import { nav } from '../auth/nav';
import { PasswordField } from '../auth/PasswordField';
import { clearSession, renewingSession, setSession, updateSessionUser } from '../auth/session';
import { useSession, visibleUser } from '../auth/useSession';
import { DashboardShell } from './DashboardShell';
import { fileSaver } from '../shared/files';
import { useAction, type Feedback } from '../shared/useAction';

const t = translator({ dashboard });

function FeedbackLine({ feedback }: { feedback: Feedback }) {
  if (!feedback) return null;
  return (
    <p className={feedback.kind === 'ok' ? 'dashboard-ok' : 'field__error'} role={feedback.kind === 'ok' ? 'status' : 'alert'}>
      {feedback.text}
    </p>
  );
}

/** /dashboard/security (docs/spec.md §2 « Sécurité »; docs/accounts.md). */
export default function SecuritySettings() {
  return (
    <DashboardShell current="security">
      <ProfileForm />
      <PasswordForm />
      <Sessions />
      <DataExport />
      <DeleteAccount />
    </DashboardShell>
  );
}

function ProfileForm() {
  const user = visibleUser(useSession());
  const [firstName, setFirstName] = useState('');
  const [lastName, setLastName] = useState('');
  const { busy, feedback, run } = useAction();
  const filled = useRef(false);
  useEffect(() => {
    if (!user || filled.current) return;
    filled.current = true;
    setFirstName(user.firstName);
    setLastName(user.lastName);
  }, [user]);

  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    void run(async () => {
      const updated = await updateProfile({ firstName: firstName.trim(), lastName: lastName.trim() });
      if (updated) updateSessionUser(updated);
      return t('dashboard.security.profileSaved');
    });
  };

  return (
    <section className="dashboard-card" aria-labelledby="security-profile">
      <h2 className="dashboard-card__title" id="security-profile">
        {t('dashboard.security.profileTitle')}
      </h2>
      {user && (
        <p className="dashboard-muted">
          {t('dashboard.security.email')} : {user.email}
        </p>
      )}
      <form className="dashboard-form" onSubmit={submit} noValidate>
        <div className="field">
          <label className="field__label" htmlFor="security-first-name">
            {t('dashboard.security.firstName')}
          </label>
          <input id="security-first-name" className="field__control" autoComplete="given-name" maxLength={100} value={firstName} onChange={(e) => setFirstName(e.target.value)} />
        </div>
        <div className="field">
          <label className="field__label" htmlFor="security-last-name">
            {t('dashboard.security.lastName')}
          </label>
          <input id="security-last-name" className="field__control" autoComplete="family-name" maxLength={100} value={lastName} onChange={(e) => setLastName(e.target.value)} />
        </div>
        <button type="submit" className="btn btn--primary" disabled={busy}>
          {busy ? t('dashboard.security.savingProfile') : t('dashboard.security.saveProfile')}
        </button>
        <FeedbackLine feedback={feedback} />
      </form>
    </section>
  );
}

/**
 * Change the password, or choose one for an account that has none (quick access, or a password
 * cleared when the address was first proven: the confirmation link then leads here with
 * `?motdepasse=choisir`). Without a password the API asks for no current one.
 */
function PasswordForm() {
  const user = visibleUser(useSession());
  const [cleared, setCleared] = useState(false);
  useEffect(() => setCleared(nav.param('motdepasse') === 'choisir'), []);
  const choosing = user?.hasPassword === false || cleared;
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [again, setAgain] = useState('');
  const { busy, feedback, setFeedback, run } = useAction();

  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    const problem =
      !choosing && !current
        ? t('dashboard.security.passwordRequired')
        : next.length < PASSWORD_MIN
          ? t('dashboard.security.passwordTooShort')
          : next !== again
            ? t('dashboard.security.passwordMismatch')
            : null;
    if (problem) {
      setFeedback({ kind: 'error', text: problem });
      return;
    }
    void run(async () => {
      // Every older token is revoked, this one too: the new one keeps this device logged in.
      await renewingSession(async () => {
        const answer = await changePassword(choosing ? null : current, next);
        if (answer.token && answer.user) setSession(answer.token, { ...answer.user, hasPassword: true });
      });
      setCurrent('');
      setNext('');
      setAgain('');
      setCleared(false);
      return choosing ? t('dashboard.security.passwordChosen') : t('dashboard.security.passwordChanged');
    });
  };

  return (
    <section className="dashboard-card" aria-labelledby="security-password">
      <h2 className="dashboard-card__title" id="security-password">
        {choosing ? t('dashboard.security.choosePasswordTitle') : t('dashboard.security.passwordTitle')}
      </h2>
      {choosing && <p className={cleared ? 'form-notice' : undefined}>{cleared ? t('dashboard.security.passwordClearedNotice') : t('dashboard.security.choosePasswordLead')}</p>}
      <form className="dashboard-form" onSubmit={submit} noValidate>
        {!choosing && (
          <PasswordField id="security-current-password" label={t('dashboard.security.currentPassword')} autoComplete="current-password" value={current} onChange={(e) => setCurrent(e.target.value)} />
        )}
        <PasswordField
          id="security-new-password"
          label={t('dashboard.security.newPassword')}
          hint={t('dashboard.security.newPasswordHint')}
          autoComplete="new-password"
          revealable
          required
          minLength={PASSWORD_MIN}
          maxLength={PASSWORD_MAX}
          value={next}
          onChange={(e) => setNext(e.target.value)}
        />
        <PasswordField
          id="security-confirm-password"
          label={t('dashboard.security.confirmPassword')}
          autoComplete="new-password"
          required
          value={again}
          onChange={(e) => setAgain(e.target.value)}
        />
        <button type="submit" className="btn btn--primary" disabled={busy}>
          {busy ? t('dashboard.security.changingPassword') : choosing ? t('dashboard.security.choosePassword') : t('dashboard.security.changePassword')}
        </button>
        <FeedbackLine feedback={feedback} />
      </form>
    </section>
  );
}

function Sessions() {
  const { busy, feedback, run } = useAction();
  // Busy until the page has left for the login page.
  const logoutEverywhere = () =>
    run(
      async () => {
        await logoutAll();
        clearSession();
        nav.assign('/login');
      },
      { keepBusy: true },
    );
  return (
    <section className="dashboard-card" aria-labelledby="security-sessions">
      <h2 className="dashboard-card__title" id="security-sessions">
        {t('dashboard.security.sessionsTitle')}
      </h2>
      <p>{t('dashboard.security.sessionsLead')}</p>
      <button type="button" className="btn btn--outline" onClick={() => void logoutEverywhere()} disabled={busy}>
        {busy ? t('dashboard.security.loggingOutAll') : t('dashboard.security.logoutAll')}
      </button>
      <FeedbackLine feedback={feedback} />
    </section>
  );
}

function DataExport() {
  const { busy, feedback, run } = useAction();
  const exportData = () => run(async () => fileSaver.save(await exportAccountData(), 'mes-donnees-kizomba-lumiere.json'));
  return (
    <section className="dashboard-card" aria-labelledby="security-data">
      <h2 className="dashboard-card__title" id="security-data">
        {t('dashboard.security.dataTitle')}
      </h2>
      <p>{t('dashboard.security.dataLead')}</p>
      <button type="button" className="btn btn--outline" onClick={() => void exportData()} disabled={busy}>
        {busy ? t('dashboard.security.exporting') : t('dashboard.security.exportData')}
      </button>
      <FeedbackLine feedback={feedback} />
    </section>
  );
}

function DeleteAccount() {
  const [open, setOpen] = useState(false);
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const { busy, feedback, setFeedback, run } = useAction();
  const error = feedback?.text ?? null;
  const opener = useRef<HTMLButtonElement>(null);
  const dialog = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (open) dialog.current?.querySelector<HTMLInputElement>('input')?.focus();
  }, [open]);

  const close = () => {
    setOpen(false);
    setPassword('');
    setConfirm('');
    setFeedback(null);
    opener.current?.focus();
  };

  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    const word = t('dashboard.security.deleteConfirmWord');
    const proof = password ? { password } : confirm.trim().toUpperCase() === word ? { confirm: 'SUPPRIMER' as const } : null;
    if (!proof) {
      setFeedback({ kind: 'error', text: t('dashboard.security.deleteMissing') });
      return;
    }
    // Busy until the page has left for the home page.
    void run(
      async () => {
        await deleteAccount(proof);
        clearSession();
        nav.assign('/');
      },
      { keepBusy: true },
    );
  };

  return (
    <section className="dashboard-card dashboard-card--danger" aria-labelledby="security-delete">
      <h2 className="dashboard-card__title" id="security-delete">
        {t('dashboard.security.deleteTitle')}
      </h2>
      <p>{t('dashboard.security.deleteLead')}</p>
      <button ref={opener} type="button" className="btn btn--outline dashboard-danger" onClick={() => setOpen(true)}>
        {t('dashboard.security.deleteOpen')}
      </button>
      {open && (
        <div className="dashboard-dialog__backdrop">
          <div
            ref={dialog}
            className="dashboard-dialog"
            role="dialog"
            aria-modal="true"
            aria-labelledby="security-delete-dialog-title"
            aria-describedby="security-delete-dialog-legal"
            onKeyDown={(e) => {
              if (e.key === 'Escape') close();
            }}
          >
            <h2 className="dashboard-card__title" id="security-delete-dialog-title">
              {t('dashboard.security.deleteDialogTitle')}
            </h2>
            <p id="security-delete-dialog-legal">{t('dashboard.security.deleteLegal')}</p>
            <form className="dashboard-form" onSubmit={submit} noValidate>
              <PasswordField id="security-delete-password" label={t('dashboard.security.deletePassword')} autoComplete="current-password" value={password} onChange={(e) => setPassword(e.target.value)} />
              <div className="field">
                <label className="field__label" htmlFor="security-delete-confirm">
                  {t('dashboard.security.deleteConfirmLabel')}
                </label>
                <input id="security-delete-confirm" className="field__control" autoComplete="off" value={confirm} onChange={(e) => setConfirm(e.target.value)} />
              </div>
              {error && (
                <p className="field__error" role="alert">
                  {error}
                </p>
              )}
              <div className="dashboard-actions">
                <button type="submit" className="btn btn--primary dashboard-danger" disabled={busy}>
                  {busy ? t('dashboard.security.deleting') : t('dashboard.security.deleteSubmit')}
                </button>
                <button type="button" className="btn btn--ghost" onClick={close}>
                  {t('dashboard.security.cancel')}
                </button>
              </div>
            </form>
          </div>
        </div>
      )}
    </section>
  );
}
