import { useEffect, useRef, type KeyboardEvent, type MouseEvent, type SyntheticEvent } from 'react';

/**
 * A native modal `<dialog>` driven by an `open` prop: `showModal()` makes the page behind inert
 * and keeps focus inside, the browser gives focus back to the opener on close. Escape, the
 * backdrop and the dialog's own close all call `onClose`. Spread the result on the `<dialog>`.
 */
export function useModalDialog(open: boolean, onClose: () => void) {
  const ref = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    if (open && !element.open) {
      // jsdom and old browsers lack showModal: the open attribute still shows the content.
      if (typeof element.showModal === 'function') element.showModal();
      else element.setAttribute('open', '');
    } else if (!open && element.open) {
      if (typeof element.close === 'function') element.close();
      else element.removeAttribute('open');
    }
  }, [open]);

  return {
    ref,
    onClose,
    onCancel: (event: SyntheticEvent<HTMLDialogElement>) => {
      event.preventDefault();
      onClose();
    },
    onKeyDown: (event: KeyboardEvent<HTMLDialogElement>) => {
      // Without showModal (old browsers, jsdom) Escape is ours to handle.
      if (event.key === 'Escape') {
        event.preventDefault();
        onClose();
      }
    },
    onClick: (event: MouseEvent<HTMLDialogElement>) => {
      // A click on the backdrop (the dialog element itself, outside its panel) closes it.
      if (event.target === event.currentTarget) onClose();
    },
  };
}
