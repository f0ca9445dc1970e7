import { describe, expect, it, vi } from 'vitest';
import { ApiError, createApiClient } from './client';
import { apiFieldErrors, messageSubject, sendContactMessage } from './messages';
import { confirmNewsletter, subscribeNewsletter, unsubscribeNewsletter } from './newsletter';

function clientAnswering(status: number, body: unknown) {
  const fetch = vi.fn(async (_input: RequestInfo | URL, _init?: RequestInit) =>
    new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } }),
  );
  const onUnauthorized = vi.fn();
  const client = createApiClient({ fetch: fetch as unknown as typeof globalThis.fetch, storage: null, onUnauthorized, currentPath: () => '/lineup' });
  const sent = () => {
    const [url, init] = fetch.mock.calls[0]!;
    return { url: String(url), method: init?.method, body: JSON.parse(String(init?.body)) };
  };
  return { client, fetch, sent, onUnauthorized };
}

describe('messageSubject (docs/spec.md §7)', () => {
  it('is « Question générale » for a question, whatever the order number', () => {
    expect(messageSubject('question', 'KL-1')).toBe('Question générale');
  });
  it('carries the order number, or N/A, for support', () => {
    expect(messageSubject('support', ' KL-7H3K9Q2M ')).toBe('Support technique - Commande: KL-7H3K9Q2M');
    expect(messageSubject('support', '')).toBe('Support technique - Commande: N/A');
    expect(messageSubject('support', null)).toBe('Support technique - Commande: N/A');
  });
});

describe('sendContactMessage', () => {
  it('posts the trimmed message to /api/messages/contact, without empty optional fields', async () => {
    const { client, sent } = clientAnswering(201, { message: { id: 7, status: 'new', subject: 'Question générale', createdAt: 'x' } });
    const answer = await sendContactMessage(
      { name: ' Awa ', email: ' awa@example.fr ', subject: 'Question générale', message: ' Bonjour ', orderNumber: '  ', website: '' },
      { client },
    );
    expect(answer).toMatchObject({ id: 7, status: 'new' });
    expect(sent()).toEqual({
      url: '/api/messages/contact',
      method: 'POST',
      body: { name: 'Awa', email: 'awa@example.fr', subject: 'Question générale', message: 'Bonjour' },
    });
  });

  it('sends the order number and the honeypot when present', async () => {
    const { client, sent } = clientAnswering(201, { message: { id: 1 } });
    await sendContactMessage(
      { name: 'A', email: 'a@b.fr', subject: 's', message: 'm', orderNumber: ' KL-1 ', website: 'http://spam' },
      { client },
    );
    expect(sent().body).toMatchObject({ orderNumber: 'KL-1', website: 'http://spam' });
  });

  it('never sends a guest to /login on a 401', async () => {
    const { client, onUnauthorized } = clientAnswering(401, { error: { code: 'SESSION_EXPIRED', message: 'Session expirée' } });
    await expect(sendContactMessage({ name: 'A', email: 'a@b.fr', subject: 's', message: 'm' }, { client })).rejects.toBeInstanceOf(ApiError);
    expect(onUnauthorized).not.toHaveBeenCalled();
  });
});

describe('apiFieldErrors', () => {
  it('reads error.fields, first message per field', () => {
    const error = new ApiError('x', 400, 'VALIDATION_ERROR', {
      error: {
        code: 'VALIDATION_ERROR',
        message: 'x',
        fields: [
          { field: 'email', message: "L'adresse e-mail n'est pas valide." },
          { field: 'email', message: 'second' },
          { field: 'name', message: 'Veuillez indiquer votre nom.' },
          { nope: true },
        ],
      },
    });
    expect(apiFieldErrors(error)).toEqual({ email: "L'adresse e-mail n'est pas valide.", name: 'Veuillez indiquer votre nom.' });
  });
  it('is empty for other errors', () => {
    expect(apiFieldErrors(new Error('x'))).toEqual({});
    expect(apiFieldErrors(new ApiError('x', 500, 'E', { error: { code: 'E', message: 'x' } }))).toEqual({});
  });
});

describe('newsletter calls', () => {
  it('subscribe posts {email} and returns the API sentence', async () => {
    const { client, sent } = clientAnswering(202, { message: 'Merci ! Consultez vos e-mails pour confirmer votre inscription.' });
    await expect(subscribeNewsletter(' awa@example.fr ', { client })).resolves.toBe(
      'Merci ! Consultez vos e-mails pour confirmer votre inscription.',
    );
    expect(sent()).toEqual({ url: '/api/newsletter/subscribe', method: 'POST', body: { email: 'awa@example.fr' } });
  });

  it('confirm posts the token and returns the e-mail', async () => {
    const { client, sent } = clientAnswering(200, { status: 'confirmed', email: 'awa@example.fr' });
    await expect(confirmNewsletter('tok', { client })).resolves.toEqual({ status: 'confirmed', email: 'awa@example.fr' });
    expect(sent()).toEqual({ url: '/api/newsletter/confirm', method: 'POST', body: { token: 'tok' } });
  });

  it('unsubscribe posts the token; a bad token rejects with the French message', async () => {
    const ok = clientAnswering(200, { status: 'unsubscribed' });
    await unsubscribeNewsletter('tok', { client: ok.client });
    expect(ok.sent()).toEqual({ url: '/api/newsletter/unsubscribe', method: 'POST', body: { token: 'tok' } });

    const bad = clientAnswering(400, { error: { code: 'NEWSLETTER_TOKEN_INVALID', message: "Ce lien de désinscription n'est pas valide." } });
    await expect(unsubscribeNewsletter('x', { client: bad.client })).rejects.toMatchObject({
      status: 400,
      message: "Ce lien de désinscription n'est pas valide.",
    });
  });
});
