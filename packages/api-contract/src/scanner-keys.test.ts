import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { ScannerKeys } from './scanner.ts';

const active = { kid: '21fe31df', publicKey: '11qYAYKxCrfVS_7TyWQHOg7hcvPapiMlrwIaaPcHURo', algorithm: 'Ed25519', active: true };
const retired = { kid: '0a1b2c3d', publicKey: 'A'.repeat(43), algorithm: 'Ed25519', active: false };

describe('ScannerKeys', () => {
  it('reads the public keys by key id', () => {
    expect(z.parse(ScannerKeys, { keys: [active, retired] })).toEqual({ keys: [active, retired] });
  });

  it('drops a key it cannot use rather than verify with a misread one', () => {
    const keys = [
      active,
      { ...retired, algorithm: 'RSA' },
      { ...retired, kid: '0A1B2C3D' },
      { ...retired, kid: '0a1b2c' },
      { ...retired, publicKey: `${retired.publicKey}=` },
      { ...retired, publicKey: 'A'.repeat(44) },
      { kid: retired.kid, algorithm: 'Ed25519' },
      'garbage',
    ];
    expect(z.parse(ScannerKeys, { keys })).toEqual({ keys: [active] });
  });

  it('reads a missing flag as a retired key and a missing list as no key', () => {
    const { active: _, ...withoutFlag } = active;
    expect(z.parse(ScannerKeys, { keys: [withoutFlag] })).toEqual({ keys: [{ ...withoutFlag, active: false }] });
    expect(z.parse(ScannerKeys, {})).toEqual({ keys: [] });
    expect(() => z.parse(ScannerKeys, null)).toThrow();
  });
});
