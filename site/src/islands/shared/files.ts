import type { BlobAnswer } from '../../lib/api/client';

/** Saving a downloaded file, in one object so that tests can watch it (jsdom has no downloads). */
export const fileSaver = {
  /** Saves a file answered by the API under its own name (or `fallbackName`). */
  save(answer: BlobAnswer, fallbackName: string): void {
    const url = URL.createObjectURL(answer.blob);
    const link = document.createElement('a');
    link.href = url;
    link.download = answer.fileName ?? fallbackName;
    link.rel = 'noopener';
    document.body.append(link);
    link.click();
    link.remove();
    // Let the browser start reading before the URL goes.
    setTimeout(() => URL.revokeObjectURL(url), 30_000);
  },
};
