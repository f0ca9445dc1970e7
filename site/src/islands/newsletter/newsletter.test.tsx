// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { deferred, fakeApi, json, refusal } from '../cart/fake-api.test-helper';
import NewsletterConfirm from './NewsletterConfirm';
import NewsletterForm from './NewsletterForm';
import NewsletterUnsubscribe from './NewsletterUnsubscribe';

const THANKS = 'Merci ! Consultez vos e-mails pour confirmer votre inscription.';

beforeEach(() => {
  localStorage.clear();
  window.history.replaceState(null, '', '/');
});
afterEach(() => cleanup());

async function submit(email: string) {
  fireEvent.change(screen.getByLabelText('Votre adresse e-mail'), { target: { value: email } });
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Je m’inscris' }));
  });
}

describe('NewsletterForm', () => {
  it('keeps a real form for no-JS visitors', () => {
    const { container } = render(<NewsletterForm />);
    const form = container.querySelector('form')!;
    expect(form.getAttribute('action')).toBe('/api/newsletter/subscribe');
    expect(form.getAttribute('method')).toBe('post');
    expect(form.hasAttribute('data-newsletter')).toBe(true);
    expect(screen.getByLabelText('Votre adresse e-mail').getAttribute('name')).toBe('email');
  });

  it('posts {email}, is busy meanwhile, then says the API sentence in the live region', async () => {
    const answer = deferred();
    const api = fakeApi({ 'POST /api/newsletter/subscribe': () => answer.promise });
    render(<NewsletterForm />);
    await submit(' awa@example.fr ');
    expect((screen.getByRole('button', { name: 'Inscription...' }) as HTMLButtonElement).disabled).toBe(true);
    await act(async () => answer.resolve(json({ message: THANKS }, 202)));
    expect(api.calls[0]!.body).toEqual({ email: 'awa@example.fr' });
    const status = screen.getByRole('status');
    expect(status.getAttribute('aria-live')).toBe('polite');
    expect(status.textContent).toBe(THANKS);
    expect((screen.getByLabelText('Votre adresse e-mail') as HTMLInputElement).value).toBe('');
  });

  it('sends what was typed before the island hydrated (the field itself is read)', async () => {
    const api = fakeApi({ 'POST /api/newsletter/subscribe': () => json({ message: THANKS }, 202) });
    render(<NewsletterForm />);
    // Typed into the server-rendered field: no change event reached React.
    (screen.getByLabelText('Votre adresse e-mail') as HTMLInputElement).value = 'awa@example.fr';
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Je m’inscris' }));
    });
    expect(api.calls[0]!.body).toEqual({ email: 'awa@example.fr' });
  });

  it('refuses an empty or invalid address in French without calling the API', async () => {
    const api = fakeApi({});
    render(<NewsletterForm />);
    await submit('');
    expect(screen.getByRole('status').textContent).toBe('Veuillez indiquer votre adresse e-mail.');
    await submit('awa@');
    expect(screen.getByRole('status').textContent).toBe('L’adresse e-mail n’est pas valide.');
    expect(screen.getByLabelText('Votre adresse e-mail').getAttribute('aria-invalid')).toBe('true');
    expect(api.calls).toHaveLength(0);
  });

  it("shows the API's French refusal, or the generic text on an outage", async () => {
    let answer = () =>
      json({ error: { code: 'VALIDATION_ERROR', message: 'x', fields: [{ field: 'email', message: "L'adresse e-mail est trop longue." }] } }, 400);
    fakeApi({ 'POST /api/newsletter/subscribe': () => answer() });
    render(<NewsletterForm />);
    await submit('awa@example.fr');
    expect(screen.getByRole('status').textContent).toBe("L'adresse e-mail est trop longue.");
    answer = () => refusal(503, 'SERVICE_UNAVAILABLE', 'Indisponible');
    await submit('awa@example.fr');
    expect(screen.getByRole('status').textContent).toBe('Une erreur est survenue. Veuillez réessayer.');
  });
});

describe('NewsletterConfirm', () => {
  it('posts the token on mount, removes it from the address and says « Inscription confirmée »', async () => {
    window.history.replaceState(null, '', '/newsletter/confirm?token=abc');
    const api = fakeApi({ 'POST /api/newsletter/confirm': () => json({ status: 'confirmed', email: 'awa@example.fr' }) });
    await act(async () => {
      render(<NewsletterConfirm />);
    });
    expect(api.calls).toHaveLength(1);
    expect(api.calls[0]!.body).toEqual({ token: 'abc' });
    expect(window.location.search).toBe('');
    expect(screen.getByRole('heading', { name: 'Inscription confirmée' })).toBeTruthy();
    expect(screen.getByText(/awa@example.fr/)).toBeTruthy();
  });

  it('an invalid token shows the French error and a link home', async () => {
    window.history.replaceState(null, '', '/newsletter/confirm?token=bad');
    fakeApi({ 'POST /api/newsletter/confirm': () => refusal(400, 'NEWSLETTER_TOKEN_INVALID', "Ce lien de confirmation n'est pas valide.") });
    await act(async () => {
      render(<NewsletterConfirm />);
    });
    expect(screen.getByRole('alert').textContent).toBe("Ce lien de confirmation n'est pas valide.");
    expect(screen.getByRole('link', { name: 'Retour à l’accueil' }).getAttribute('href')).toBe('/');
  });

  it('a link without token calls nothing', async () => {
    window.history.replaceState(null, '', '/newsletter/confirm');
    const api = fakeApi({});
    await act(async () => {
      render(<NewsletterConfirm />);
    });
    expect(api.calls).toHaveLength(0);
    expect(screen.getByRole('alert').textContent).toBe('Ce lien n’est pas valide ou a expiré.');
  });
});

describe('NewsletterUnsubscribe', () => {
  it('posts nothing until « Me désinscrire » is clicked', async () => {
    window.history.replaceState(null, '', '/newsletter/unsubscribe?token=u1');
    const api = fakeApi({ 'POST /api/newsletter/unsubscribe': () => json({ status: 'unsubscribed' }) });
    await act(async () => {
      render(<NewsletterUnsubscribe />);
    });
    expect(api.calls).toHaveLength(0);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Me désinscrire' }));
    });
    expect(api.calls[0]!.body).toEqual({ token: 'u1' });
    expect(screen.getByRole('heading', { name: 'Désinscription confirmée' })).toBeTruthy();
  });

  it('a link without token offers no button and calls nothing', async () => {
    window.history.replaceState(null, '', '/newsletter/unsubscribe');
    const api = fakeApi({});
    await act(async () => {
      render(<NewsletterUnsubscribe />);
    });
    expect(screen.queryByRole('button', { name: 'Me désinscrire' })).toBeNull();
    expect(screen.getByRole('alert').textContent).toBe('Ce lien n’est pas valide ou a expiré.');
    expect(api.calls).toHaveLength(0);
  });

  it('an invalid token shows the French error and a link home', async () => {
    window.history.replaceState(null, '', '/newsletter/unsubscribe?token=bad');
    fakeApi({ 'POST /api/newsletter/unsubscribe': () => refusal(400, 'NEWSLETTER_TOKEN_INVALID', "Ce lien de désinscription n'est pas valide.") });
    await act(async () => {
      render(<NewsletterUnsubscribe />);
    });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Me désinscrire' }));
    });
    expect(screen.getByRole('alert').textContent).toBe("Ce lien de désinscription n'est pas valide.");
    expect(screen.getByRole('link', { name: 'Retour à l’accueil' })).toBeTruthy();
  });
});
