import { describe, expect, it } from 'vitest';
import { open, seal } from './sealed.js';

const config = { jwtSecret: 'k3Jx9-pQ2vL8mN4rT6wY1zA5bC7dE0fG_hI2jK4lM6nO8' };
const TOKEN = 'q0tYQm3XbJ9ZkR7vW2nL5pC8sD1fG4hK6jM9xV3bN0E';

describe('sealed strings (AES-256-GCM, key from JWT_SECRET)', () => {
  it('opens what it sealed, never showing the plaintext, with a fresh IV each time', () => {
    const a = seal(config, TOKEN);
    const b = seal(config, TOKEN);
    expect(a).toMatch(/^v1\.[\w-]{16}\.[\w-]+\.[\w-]{22}$/);
    expect(a).not.toContain(TOKEN);
    expect(a).not.toBe(b);
    expect(open(config, a)).toBe(TOKEN);
    expect(open(config, b)).toBe(TOKEN);
    expect(open(config, seal(config, ''))).toBe('');
    expect(open(config, seal(config, 'é ✓'))).toBe('é ✓');
  });

  it('refuses another secret, an altered ciphertext, IV or tag, and malformed values', () => {
    const sealed = seal(config, TOKEN);
    expect(() => open({ jwtSecret: `${config.jwtSecret}x` }, sealed)).toThrow();
    const [v, iv, data, tag] = sealed.split('.') as [string, string, string, string];
    const flip = (s: string) => {
      const bytes = Buffer.from(s, 'base64url');
      bytes[0] = (bytes[0] ?? 0) ^ 1;
      return bytes.toString('base64url');
    };
    for (const altered of [
      [v, flip(iv), data, tag],
      [v, iv, flip(data), tag],
      [v, iv, data, flip(tag)],
      ['v2', iv, data, tag],
    ]) {
      expect(() => open(config, altered.join('.'))).toThrow();
    }
    for (const bad of ['', 'v1', 'v1..', `${sealed}.extra`, TOKEN]) expect(() => open(config, bad)).toThrow();
  });
});
