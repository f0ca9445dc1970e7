// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Ignored } from '@kizomba/api-contract/read';
import * as z from 'zod/mini';
import { API_TIMEOUT_MS, ApiError, contentDispositionFileName, createApiClient, extractCartId } from './client';

type FetchMock = ReturnType<typeof vi.fn<typeof fetch>>;

function jsonResponse(body: unknown, init: ResponseInit = {}): Response {
  return new Response(body === undefined ? null : JSON.stringify(body), {
    status: 200,
    headers: { 'Content-Type': 'application/json' },
    ...init,
  });
}

function setup(path = '/tickets') {
  const fetchMock: FetchMock = vi.fn<typeof fetch>();
  const onUnauthorized = vi.fn();
  const client = createApiClient({ fetch: fetchMock, onUnauthorized, currentPath: () => path });
  return { client, fetchMock, onUnauthorized };
}

function sentInit(fetchMock: FetchMock, call = 0): RequestInit & { headers: Record<string, string> } {
  return fetchMock.mock.calls[call][1] as RequestInit & { headers: Record<string, string> };
}

beforeEach(() => localStorage.clear());
afterEach(() => vi.useRealTimers());

describe('requests', () => {
  it('calls /api on the same origin with JSON, credentials and no auth when logged out', async () => {
    const { client, fetchMock } = setup();
    fetchMock.mockResolvedValue(jsonResponse({ data: [] }));

    await expect(client.get('/tickets', Ignored)).resolves.toEqual({ data: [] });

    expect(fetchMock).toHaveBeenCalledOnce();
    expect(fetchMock.mock.calls[0][0]).toBe('/api/tickets');
    const init = sentInit(fetchMock);
    expect(init.method).toBe('GET');
    expect(init.credentials).toBe('include');
    expect(init.headers.Accept).toBe('application/json');
    expect(init.headers).not.toHaveProperty('Authorization');
    expect(init.headers).not.toHaveProperty('X-Cart-Id');
    expect(init.headers).not.toHaveProperty('Content-Type');
    expect(init.signal).toBeInstanceOf(AbortSignal);
  });

  it('sends the stored bearer token and cart id', async () => {
    localStorage.setItem('token', 'jwt-123');
    localStorage.setItem('cartId', 'cart-9');
    const { client, fetchMock } = setup();
    fetchMock.mockResolvedValue(jsonResponse({ ok: true }));

    await client.post('/cart/add', { ticketId: 1, quantity: 2 }, Ignored);

    const init = sentInit(fetchMock);
    expect(init.method).toBe('POST');
    expect(init.headers.Authorization).toBe('Bearer jwt-123');
    expect(init.headers['X-Cart-Id']).toBe('cart-9');
    expect(init.headers['Content-Type']).toBe('application/json');
    expect(init.body).toBe(JSON.stringify({ ticketId: 1, quantity: 2 }));
  });

  it("names the page's language in X-Locale (French by default)", async () => {
    const { client, fetchMock } = setup();
    fetchMock.mockImplementation(async () => jsonResponse({ ok: true }));
    await client.get('/tickets', Ignored);
    expect(sentInit(fetchMock).headers['x-locale']).toBe('fr');

    document.documentElement.lang = 'pt';
    try {
      await client.post('/checkout/session', {}, Ignored);
      expect(sentInit(fetchMock, 1).headers['x-locale']).toBe('pt');
    } finally {
      document.documentElement.removeAttribute('lang');
    }
  });

  it('uses the configured base URL (build time)', async () => {
    const fetchMock: FetchMock = vi.fn<typeof fetch>().mockResolvedValue(jsonResponse({ data: [] }));
    const client = createApiClient({ baseUrl: 'http://127.0.0.1:3201/api/', fetch: fetchMock, storage: null });
    await client.get('/tickets', Ignored);
    expect(fetchMock.mock.calls[0][0]).toBe('http://127.0.0.1:3201/api/tickets');
  });

  it('reads the answer through the schema the call names: a missing field gets its default', async () => {
    const { client, fetchMock } = setup();
    fetchMock.mockResolvedValue(jsonResponse({ id: 3 }));
    const Answer = z.object({ id: z.number(), label: z.catch(z.string(), 'sans nom') });
    await expect(client.get('/things/3', Answer)).resolves.toEqual({ id: 3, label: 'sans nom' });
  });

  it('refuses an answer the schema cannot read with the generic message', async () => {
    const { client, fetchMock } = setup();
    fetchMock.mockResolvedValue(jsonResponse({ name: 'pas un id' }));
    await expect(client.get('/things/3', z.object({ id: z.number() }))).rejects.toMatchObject({
      message: 'Une erreur est survenue',
      status: 200,
      code: 'invalid_response',
      body: { name: 'pas un id' },
    });
  });

  it('answers undefined for an empty body', async () => {
    const { client, fetchMock } = setup();
    fetchMock.mockResolvedValue(new Response(null, { status: 204 }));
    await expect(client.delete('/cart/remove/3', Ignored)).resolves.toBeUndefined();
  });
});

describe('cart id', () => {
  it.each([
    ['a cart envelope', '/cart/add', { cart: { id: 'c-1', items: [] } }, 'c-1'],
    ['a cartId field', '/checkout/restore-cart', { cartId: 'c-2' }, 'c-2'],
  ])('is stored from %s', async (_label, path, body, expected) => {
    const { client, fetchMock } = setup();
    fetchMock.mockResolvedValue(jsonResponse(body));
    await client.get(path, Ignored);
    expect(localStorage.getItem('cartId')).toBe(expected);
  });

  it('is stored from an X-Cart-Id response header', async () => {
    const { client, fetchMock } = setup();
    fetchMock.mockResolvedValue(jsonResponse({ ok: true }, { headers: { 'X-Cart-Id': 'c-h' } }));
    await client.get('/cart', Ignored);
    expect(localStorage.getItem('cartId')).toBe('c-h');
  });

  it('is not taken from unrelated ids or envelopes the API never sends', () => {
    expect(extractCartId({ id: 7, items: [] })).toBeNull();
    expect(extractCartId({ data: { cart: { id: 'c-d' } } })).toBeNull();
    expect(extractCartId(null)).toBeNull();
  });

  it('is stored even from an error answer carrying the cart', async () => {
    const { client, fetchMock } = setup();
    fetchMock.mockResolvedValue(
      jsonResponse({ error: { code: 'quota', message: 'Plus assez de places' }, cartId: 'c-e' }, { status: 409 }),
    );
    await expect(client.post('/cart/add', {}, Ignored)).rejects.toThrow('Plus assez de places');
    expect(localStorage.getItem('cartId')).toBe('c-e');
  });
});

describe('errors (docs/spec.md §8)', () => {
  it("shows the server's error.message", async () => {
    const { client, fetchMock } = setup();
    fetchMock.mockResolvedValue(
      jsonResponse({ error: { code: 'promo_invalid', message: 'Ce code promo a expiré' } }, { status: 400 }),
    );
    const error = await client.post('/cart/promo', { code: 'X' }, Ignored).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ message: 'Ce code promo a expiré', status: 400, code: 'promo_invalid' });
  });

  it("falls back to 'Une erreur est survenue'", async () => {
    const { client, fetchMock } = setup();
    fetchMock.mockResolvedValue(new Response('<html>Bad gateway</html>', { status: 502 }));
    await expect(client.get('/tickets', Ignored)).rejects.toMatchObject({ message: 'Une erreur est survenue', status: 502 });
  });

  it("says 'Erreur de connexion au serveur' when no response arrives", async () => {
    const { client, fetchMock } = setup();
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(client.get('/tickets', Ignored)).rejects.toMatchObject({
      message: 'Erreur de connexion au serveur',
      status: null,
      code: 'network',
    });
  });

  it('times out after 10 seconds', async () => {
    vi.useFakeTimers();
    const { client, fetchMock } = setup();
    fetchMock.mockImplementation(
      (_input, init) =>
        new Promise((_resolve, reject) => {
          init?.signal?.addEventListener('abort', () => reject(new DOMException('Aborted', 'AbortError')));
        }),
    );
    const pending = client.get('/tickets', Ignored).catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(API_TIMEOUT_MS - 1);
    expect(fetchMock.mock.calls[0][1]?.signal?.aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await pending).toMatchObject({ message: 'Erreur de connexion au serveur', code: 'timeout' });
  });

  it("rethrows the caller's own cancellation untouched", async () => {
    const { client, fetchMock } = setup();
    fetchMock.mockImplementation(
      (_input, init) =>
        new Promise((_resolve, reject) => {
          init?.signal?.addEventListener('abort', () => reject(new DOMException('Aborted', 'AbortError')));
        }),
    );
    const controller = new AbortController();
    const pending = client.get('/tickets', Ignored, { signal: controller.signal }).catch((e: unknown) => e);
    controller.abort();
    const error = await pending;
    expect(error).not.toBeInstanceOf(ApiError);
    expect((error as DOMException).name).toBe('AbortError');
  });
});

describe('401', () => {
  const unauthorized = () => jsonResponse({ error: { code: 'unauthorized', message: 'Session expirée' } }, { status: 401 });

  it('clears the session and goes to /login', async () => {
    localStorage.setItem('token', 'old');
    localStorage.setItem('user', '{"id":1}');
    localStorage.setItem('cartId', 'c-1');
    const { client, fetchMock, onUnauthorized } = setup('/dashboard');
    fetchMock.mockResolvedValue(unauthorized());

    await expect(client.get('/auth/me', Ignored)).rejects.toMatchObject({ status: 401, message: 'Session expirée' });
    expect(localStorage.getItem('token')).toBeNull();
    expect(localStorage.getItem('user')).toBeNull();
    // The cart belongs to the visitor, not to the session.
    expect(localStorage.getItem('cartId')).toBe('c-1');
    expect(onUnauthorized).toHaveBeenCalledOnce();
  });

  it('also forgets userInfo, and sends /admin pages to the admin login, with the way back', async () => {
    localStorage.setItem('token', 'old');
    localStorage.setItem('userInfo', '{"id":1}');
    const user = setup('/dashboard/tickets');
    user.fetchMock.mockResolvedValue(unauthorized());
    await expect(user.client.get('/account/tickets', Ignored)).rejects.toMatchObject({ status: 401 });
    expect(localStorage.getItem('userInfo')).toBeNull();
    expect(user.onUnauthorized).toHaveBeenCalledWith('/login?redirect=%2Fdashboard%2Ftickets');

    localStorage.setItem('token', 'old');
    const admin = setup('/admin/sales');
    admin.fetchMock.mockResolvedValue(unauthorized());
    await expect(admin.client.get('/admin/stats', Ignored)).rejects.toMatchObject({ status: 401 });
    expect(admin.onUnauthorized).toHaveBeenCalledWith('/admin/login?redirect=%2Fadmin%2Fsales');
  });

  it('sends a page in another language to the login in that language', async () => {
    localStorage.setItem('token', 'old');
    const { client, fetchMock, onUnauthorized } = setup('/en/dashboard/tickets');
    fetchMock.mockResolvedValue(unauthorized());
    await expect(client.get('/account/tickets', Ignored)).rejects.toMatchObject({ status: 401 });
    expect(onUnauthorized).toHaveBeenCalledWith('/en/login?redirect=%2Fen%2Fdashboard%2Ftickets');
  });

  it.each(['/login', '/register', '/forgot-password', '/de/login', '/pl/auth/magic-login'])('does nothing more on %s', async (page) => {
    localStorage.setItem('token', 'old');
    const { client, fetchMock, onUnauthorized } = setup(page);
    fetchMock.mockResolvedValue(unauthorized());
    await expect(client.get('/auth/me', Ignored)).rejects.toMatchObject({ status: 401 });
    expect(localStorage.getItem('token')).toBe('old');
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('leaves the visitor where they are when the 401 answers a session already forgotten (logout in flight) or none', async () => {
    localStorage.setItem('token', 'old');
    const { client, fetchMock, onUnauthorized } = setup('/dashboard/payments');
    let answer: (response: Response) => void = () => undefined;
    fetchMock.mockReturnValueOnce(new Promise<Response>((resolve) => (answer = resolve)));
    const inFlight = client.get('/account/orders', Ignored);
    localStorage.removeItem('token'); // the logout forgets the session meanwhile
    answer(unauthorized());
    await expect(inFlight).rejects.toMatchObject({ status: 401 });

    fetchMock.mockResolvedValueOnce(unauthorized());
    await expect(client.get('/account/orders', Ignored)).rejects.toMatchObject({ status: 401 });
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('lets a login form show its own error for wrong credentials', async () => {
    const { client, fetchMock, onUnauthorized } = setup('/tickets');
    fetchMock.mockResolvedValue(unauthorized());
    await expect(client.post('/auth/login', { email: 'a@b.fr', password: 'x' }, Ignored)).rejects.toMatchObject({
      status: 401,
    });
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('can be handled by the caller', async () => {
    localStorage.setItem('token', 'old');
    const { client, fetchMock, onUnauthorized } = setup('/checkout');
    fetchMock.mockResolvedValue(unauthorized());
    await expect(client.get('/auth/me', Ignored, { skipAuthRedirect: true })).rejects.toMatchObject({ status: 401 });
    expect(onUnauthorized).not.toHaveBeenCalled();
    expect(localStorage.getItem('token')).toBe('old');
  });
});

describe('blob (files: PDF, export)', () => {
  it('GETs with the bearer token and answers the blob and its file name', async () => {
    localStorage.setItem('token', 'jwt-123');
    const { client, fetchMock } = setup('/dashboard/tickets');
    fetchMock.mockResolvedValue(
      new Response('%PDF-1.7', {
        status: 200,
        headers: { 'Content-Type': 'application/pdf', 'Content-Disposition': 'attachment; filename="billet-KL-1.pdf"' },
      }),
    );

    const answer = await client.blob('/account/tickets/7/pdf');

    expect(fetchMock.mock.calls[0][0]).toBe('/api/account/tickets/7/pdf');
    const init = sentInit(fetchMock);
    expect(init.method).toBe('GET');
    expect(init.credentials).toBe('include');
    expect(init.headers.Authorization).toBe('Bearer jwt-123');
    expect(init.signal).toBeInstanceOf(AbortSignal);
    expect(answer.fileName).toBe('billet-KL-1.pdf');
    expect(await answer.blob.text()).toBe('%PDF-1.7');
  });

  it('maps an error answer to ApiError with the server message, and 401 to the login', async () => {
    localStorage.setItem('token', 'jwt-123');
    const { client, fetchMock, onUnauthorized } = setup('/dashboard/ticket/7');
    fetchMock.mockResolvedValueOnce(jsonResponse({ error: { code: 'TICKET_NOT_FOUND', message: 'Billet introuvable.' } }, { status: 404 }));
    const error = await client.blob('/account/tickets/7/pdf').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 404, code: 'TICKET_NOT_FOUND', message: 'Billet introuvable.' });

    fetchMock.mockResolvedValueOnce(jsonResponse({ error: { code: 'SESSION_EXPIRED', message: 'Session expirée' } }, { status: 401 }));
    await expect(client.blob('/account/export')).rejects.toMatchObject({ status: 401 });
    expect(onUnauthorized).toHaveBeenCalledWith('/login?redirect=%2Fdashboard%2Fticket%2F7');
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('times out after 10 s like any call', async () => {
    vi.useFakeTimers();
    const { client, fetchMock } = setup();
    fetchMock.mockImplementation(
      (_input, init) =>
        new Promise((_resolve, reject) => init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')))),
    );
    const pending = client.blob('/account/export').catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(API_TIMEOUT_MS);
    expect(await pending).toMatchObject({ status: null, code: 'timeout', message: 'Erreur de connexion au serveur' });
  });

  it('reads file names from Content-Disposition', () => {
    expect(contentDispositionFileName('attachment; filename="mes-donnees-kizomba-lumiere.json"')).toBe('mes-donnees-kizomba-lumiere.json');
    expect(contentDispositionFileName("attachment; filename*=UTF-8''billet%20%C3%A9t%C3%A9.pdf")).toBe('billet été.pdf');
    expect(contentDispositionFileName('attachment; filename=a.pdf')).toBe('a.pdf');
    expect(contentDispositionFileName(null)).toBeNull();
    expect(contentDispositionFileName('inline')).toBeNull();
  });
});
