import * as z from 'zod/mini';
import { textOrNull } from './read.ts';

/** Newsletter (docs/accounts.md « Messages and newsletter »): all POST, so a mail scanner following a link changes nothing. */

/** `POST /api/newsletter/subscribe` (202): the same French message whatever the address's state. */
export const SubscribeAnswer = z.object({ message: textOrNull });

/** `POST /api/newsletter/confirm`: the confirmed address. */
export const ConfirmAnswer = z.object({ email: textOrNull });
