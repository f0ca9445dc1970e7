import { describe, expect, it, vi } from 'vitest';
import { createApiClient } from './client';
import { checkInTicket, getListSync, getScannerKeys, uploadOfflineScans } from './scanner';

const KEY = { kid: '0a1b2c3d', publicKey: 'A'.repeat(43), algorithm: 'Ed25519', active: true };

function answering(body: unknown, status = 200) {
  const fetch = vi.fn<typeof globalThis.fetch>(async () => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } }));
  return { fetch, client: createApiClient({ storage: null, fetch, onUnauthorized: () => undefined }) };
}

const sent = (fetch: ReturnType<typeof answering>['fetch']) => {
  const [url, init] = fetch.mock.calls[0];
  return { url, method: init?.method, body: init?.body ? JSON.parse(String(init.body)) : undefined };
};

describe('scanner client', () => {
  it('reads the verification keys', async () => {
    const { client, fetch } = answering({ keys: [KEY] });
    await expect(getScannerKeys({ client })).resolves.toEqual({ keys: [KEY] });
    expect(sent(fetch)).toEqual({ url: '/api/scanner/keys', method: 'GET', body: undefined });
  });

  it('reads a list’s signed document as received, and refuses an answer without its signature', async () => {
    const answer = { kid: KEY.kid, signature: 'c2ln', document: '{"version":1}' };
    const { client, fetch } = answering(answer);
    await expect(getListSync(7, { client })).resolves.toEqual(answer);
    expect(sent(fetch).url).toBe('/api/admin/scanner/lists/7/sync');
    await expect(getListSync(7, { client: answering({ kid: KEY.kid, document: '{}' }).client })).rejects.toMatchObject({ code: 'invalid_response' });
  });

  it('checks a code in on a list with its direction and nonce', async () => {
    const verdict = { result: 'exited', message: 'Sortie enregistrée', direction: 'exit', list: { id: 8, name: 'Stages' } };
    const { client, fetch } = answering(verdict);
    const request = { code: 'abc', listId: 8, direction: 'exit' as const, nonce: '7d0f3c1e-5a52-4c1f-9b1e-2f8f7c7e0a11', device: 'Porte A' };
    await expect(checkInTicket(request, { client })).resolves.toMatchObject(verdict);
    expect(sent(fetch)).toEqual({ url: '/api/admin/scanner/check-in', method: 'POST', body: request });
  });

  it('uploads offline scans and reads what became of each', async () => {
    const scan = { nonce: '7d0f3c1e-5a52-4c1f-9b1e-2f8f7c7e0a11', listId: 7, code: 'abc', direction: 'entry' as const, scannedAt: '2027-04-16T20:30:00.000Z', verdict: 'valid' as const };
    const { client, fetch } = answering({ results: [{ nonce: scan.nonce, outcome: 'conflict', result: 'valid' }] });
    await expect(uploadOfflineScans({ device: 'Porte A', scans: [scan] }, { client })).resolves.toEqual({ results: [{ nonce: scan.nonce, outcome: 'conflict', result: 'valid' }] });
    expect(sent(fetch)).toEqual({ url: '/api/admin/scanner/offline-scans', method: 'POST', body: { device: 'Porte A', scans: [scan] } });
    // A refusal is the API's French message.
    await expect(uploadOfflineScans({ scans: [scan] }, { client: answering({ error: { code: 'VALIDATION_ERROR', message: 'Données invalides' } }, 400).client })).rejects.toMatchObject({
      status: 400,
      message: 'Données invalides',
    });
  });
});
