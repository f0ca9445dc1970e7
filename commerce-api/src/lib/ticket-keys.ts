/**
 * The API's ticket signing keys, built once from the configuration by the composition root: the
 * active key signs every ticket code issued and every scanner document; codes of retired keys
 * (`TICKET_VERIFY_KEYS`) stay valid. The private seed stays in this object: only public keys leave.
 */
import {
  keyIdOf,
  publicKeyFromBase64url,
  signingKeyFromSeed,
  toBase64url,
  type SigningKey,
} from '@kizomba/ticket-signature';
import type { ScannerKey } from '@kizomba/api-contract/scanner';
import type { AppConfig } from '../config/index.js';

export interface TicketKeys {
  /** Signs what the API issues now. */
  active: SigningKey;
  /** Key id → raw public key of every key whose codes are accepted, the active one first. */
  accepted: ReadonlyMap<string, Uint8Array>;
}

export function createTicketKeys(config: Pick<AppConfig, 'ticketSigningKey' | 'ticketVerifyKeys'>): TicketKeys {
  const active = signingKeyFromSeed(config.ticketSigningKey);
  const accepted = new Map<string, Uint8Array>([[active.kid, active.publicKey]]);
  for (const text of config.ticketVerifyKeys) {
    const publicKey = publicKeyFromBase64url(text);
    const kid = keyIdOf(publicKey);
    if (!accepted.has(kid)) accepted.set(kid, publicKey);
  }
  return { active, accepted };
}

/** What the door scanners may know of the keys: public keys by key id. */
export function publicTicketKeys(keys: TicketKeys): ScannerKey[] {
  return [...keys.accepted].map(([kid, publicKey]) => ({
    kid,
    publicKey: toBase64url(publicKey),
    algorithm: 'Ed25519',
    active: kid === keys.active.kid,
  }));
}
