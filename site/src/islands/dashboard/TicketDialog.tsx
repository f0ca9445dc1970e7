import { useEffect, useId, type ReactNode } from 'react';
import { useModalDialog } from '../../components/react/useModalDialog';
import { Icon } from '../../components/react/Icon';
import { translator } from '../../i18n';
import { transfers } from '../../i18n/fr/transfers';

const t = translator({ transfers });

/**
 * One action on a ticket (name change, transfer, resale) in a native modal `<dialog>`: the page
 * behind is inert, Escape and the close button call `onClose`, focus starts on the field marked
 * `data-autofocus` and goes back to the opener. On a phone it rises from the bottom of the screen,
 * thumb-high.
 */
export function TicketDialog({
  open,
  title,
  onClose,
  children,
}: {
  open: boolean;
  title: string;
  onClose: () => void;
  children: ReactNode;
}) {
  const dialog = useModalDialog(open, onClose);
  const titleId = useId();
  // After showModal (the hook's effect runs first): the first field, rather than the close button.
  useEffect(() => {
    if (open) dialog.ref.current?.querySelector<HTMLElement>('[data-autofocus]')?.focus();
  }, [open, dialog.ref]);
  return (
    <dialog {...dialog} className="ticket-dialog" aria-labelledby={titleId}>
      {open && (
        <div className="ticket-dialog__panel">
          <button type="button" className="ticket-dialog__close" onClick={onClose} aria-label={t('transfers.close')}>
            <Icon name="close" size={22} />
          </button>
          <h2 id={titleId} className="ticket-dialog__title">
            {title}
          </h2>
          {children}
        </div>
      )}
    </dialog>
  );
}
