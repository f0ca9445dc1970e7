import { translator } from '../../i18n';
import { errors } from '../../i18n/fr/common';
import { ApiError } from '../../lib/api/client';

const t = translator({ errors });

/** The message of a failed call (the API's French message) or the generic one. */
export function errorText(error: unknown): string {
  return error instanceof Error && error.message ? error.message : t('errors.generic');
}

export const isNotFound = (error: unknown): boolean => error instanceof ApiError && error.status === 404;
