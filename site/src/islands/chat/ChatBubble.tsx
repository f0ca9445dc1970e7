import { useEffect, useId, useRef, useState } from 'react';
import { Icon } from '../../components/react/Icon';
import { useModalDialog } from '../../components/react/useModalDialog';
import { translator } from '../../i18n';
import { chat } from '../../i18n/fr/chat';
import { useMessageValues, type MessageKind } from './form';
import { MessageForm } from './MessageForm';
import './chat.css';

const t = translator({ chat });

type View = 'choice' | MessageKind | 'success' | 'error';

/** Admin pages have no chat bubble (docs/spec.md §2). */
export function isAdminPath(pathname: string): boolean {
  return pathname === '/admin' || pathname.startsWith('/admin/');
}

/**
 * The chat bubble (docs/spec.md §2, §4, §7, §8): a floating button (above the phone's tab bar) opens a
 * dialog with the initial choice, then the question or the support form, then success or error.
 * « Retour » goes back to the initial choice; closing resets the forms. A native modal
 * `<dialog>`: Escape closes, the page behind is inert, focus moves to each new step and goes
 * back to the button on close. The launcher is in the page's HTML (the island hydrates on the
 * first interaction); none on /admin paths.
 */
export default function ChatBubble() {
  const [onAdminPath, setOnAdminPath] = useState(false);
  const [open, setOpen] = useState(false);
  const [view, setView] = useState<View>('choice');
  const [lastKind, setLastKind] = useState<MessageKind>('question');
  const { values, setValues, reset } = useMessageValues();
  // `close` is declared below the admin-path early return; the dialog only calls it once rendered.
  const dialogProps = useModalDialog(open, () => close());
  const launcher = useRef<HTMLButtonElement>(null);
  const stepFocus = useRef<HTMLElement | null>(null);
  const titleId = useId();
  const dialogId = useId();

  useEffect(() => setOnAdminPath(isAdminPath(window.location.pathname)), []);

  // Each step takes the focus (its first choice, its first field, or its message).
  useEffect(() => {
    if (open) stepFocus.current?.focus();
  }, [open, view]);

  if (onAdminPath) return null;

  const close = () => {
    if (!open) return;
    setOpen(false);
    setView('choice');
    reset();
    launcher.current?.focus();
  };

  const choose = (kind: MessageKind) => {
    setLastKind(kind);
    setView(kind);
  };

  const focusRef = (element: HTMLElement | null) => {
    stepFocus.current = element;
  };

  const back = (
    <button type="button" className="btn btn--outline chat-dialog__back" onClick={() => setView('choice')}>
      <Icon name="arrowLeft" size={20} />
      {t('chat.back')}
    </button>
  );

  return (
    <>
      <button
        ref={launcher}
        type="button"
        className="chat-launcher"
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={dialogId}
        onClick={() => setOpen(true)}
      >
        <svg className="icon" width="26" height="26" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={1.75} strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false">
          <path d="M4 5.5A2.5 2.5 0 0 1 6.5 3h11A2.5 2.5 0 0 1 20 5.5v8a2.5 2.5 0 0 1-2.5 2.5H10l-4.5 4v-4h0A1.5 1.5 0 0 1 4 14.5z" />
          <path d="M8.5 8.5h7M8.5 11.5h4.5" />
        </svg>
        <span className="chat-launcher__text">{t('chat.open')}</span>
      </button>
      <dialog {...dialogProps} id={dialogId} className="chat-dialog" aria-labelledby={titleId}>
        {open && (
          <div className="chat-dialog__panel">
            <div className="chat-dialog__head">
              <h2 id={titleId} className="chat-dialog__title">
                {t('chat.title')}
              </h2>
              <button type="button" className="chat-dialog__close" onClick={close}>
                <Icon name="close" size={22} />
                <span className="sr-only">{t('chat.close')}</span>
              </button>
            </div>

            {view === 'choice' && (
              <div className="chat-dialog__choice">
                <p className="chat-dialog__intro">{t('chat.intro')}</p>
                <button ref={focusRef} type="button" className="chat-choice" onClick={() => choose('question')}>
                  <Icon name="mail" size={22} />
                  {t('chat.questionChoice')}
                </button>
                <button type="button" className="chat-choice" onClick={() => choose('support')}>
                  <Icon name="ticket" size={22} />
                  {t('chat.supportChoice')}
                </button>
              </div>
            )}

            {(view === 'question' || view === 'support') && (
              <section className="chat-dialog__step" aria-labelledby={`${dialogId}-step`}>
                <h3 id={`${dialogId}-step`} className="chat-dialog__subtitle">
                  {view === 'question' ? t('chat.questionChoice') : t('chat.supportChoice')}
                </h3>
                <MessageForm
                  key={view}
                  kind={view}
                  values={values}
                  onChange={setValues}
                  idPrefix={`chat-${view}`}
                  rows={3}
                  autoFocus
                  onSuccess={() => {
                    reset();
                    setView('success');
                  }}
                  onFailure={() => setView('error')}
                  actions={back}
                />
              </section>
            )}

            {view === 'success' && (
              <div className="chat-dialog__result">
                <p ref={focusRef} className="chat-dialog__message chat-dialog__message--success" role="status" tabIndex={-1}>
                  <Icon name="check" size={22} />
                  <span>
                    <strong>{t('chat.success')}</strong> {t('chat.successText')}
                  </span>
                </p>
                <div className="message-form__actions">
                  <button type="button" className="btn btn--outline" onClick={() => setView('choice')}>
                    {t('chat.another')}
                  </button>
                  <button type="button" className="btn btn--primary" onClick={close}>
                    {t('chat.close')}
                  </button>
                </div>
              </div>
            )}

            {view === 'error' && (
              <div className="chat-dialog__result">
                <p ref={focusRef} className="chat-dialog__message chat-dialog__message--error" role="alert" tabIndex={-1}>
                  {t('chat.error')}
                </p>
                <div className="message-form__actions">
                  {back}
                  <button type="button" className="btn btn--primary" onClick={() => setView(lastKind)}>
                    {t('chat.retry')}
                  </button>
                </div>
              </div>
            )}
          </div>
        )}
      </dialog>
    </>
  );
}
