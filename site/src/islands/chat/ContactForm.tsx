import { useId, useState } from 'react';
import { translator } from '../../i18n';
import { chat } from '../../i18n/fr/chat';
import { useMessageValues, type MessageKind } from './form';
import { MessageForm } from './MessageForm';
import './chat.css';

const t = translator({ chat });

type Result = 'idle' | 'success' | 'error';

/**
 * The /contact page's form: the chat bubble's two forms (docs/spec.md §2, §5, §7) behind a question /
 * support choice, with the outcome announced under the form (docs/spec.md §8).
 */
export default function ContactForm() {
  const [kind, setKind] = useState<MessageKind>('question');
  const [result, setResult] = useState<Result>('idle');
  const { values, setValues, reset } = useMessageValues();
  const legendId = useId();

  return (
    <div className="contact-form">
      <fieldset className="contact-form__kinds">
        <legend id={legendId} className="field__label">
          {t('chat.kindLegend')}
        </legend>
        {(['question', 'support'] as const).map((option) => (
          <label key={option} className="contact-form__kind">
            <input
              type="radio"
              name="contact-kind"
              value={option}
              checked={kind === option}
              onChange={() => {
                setKind(option);
                setResult('idle');
              }}
            />
            <span>{option === 'question' ? t('chat.questionChoice') : t('chat.supportChoice')}</span>
          </label>
        ))}
      </fieldset>
      <MessageForm
        kind={kind}
        values={values}
        onChange={setValues}
        idPrefix="contact"
        rows={6}
        onSending={() => setResult('idle')}
        onSuccess={() => {
          reset();
          setResult('success');
        }}
        onFailure={() => setResult('error')}
      />
      <div className="contact-form__status" role="status">
        {result === 'success' && (
          <p className="chat-dialog__message chat-dialog__message--success">
            <strong>{t('chat.success')}</strong> {t('chat.successText')}
          </p>
        )}
      </div>
      <div className="contact-form__status" role="alert">
        {result === 'error' && <p className="chat-dialog__message chat-dialog__message--error">{t('chat.error')}</p>}
      </div>
    </div>
  );
}
