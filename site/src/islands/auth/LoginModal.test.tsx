// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, json, refusal } from '../cart/fake-api.test-helper';
import { LoginModal } from './LoginModal';
import { $session, resetSessionForTests } from './session';
import { apiUser } from './test-helpers.test-helper';

vi.mock('./auth.css', () => ({}));

beforeEach(() => {
  resetSessionForTests();
  localStorage.clear();
});
afterEach(() => cleanup());

function openModal(onClose = vi.fn()) {
  render(<LoginModal open onClose={onClose} />);
  const dialog = screen.getByRole('dialog', { name: 'Connexion' });
  const fill = (email: string, password: string) => {
    fireEvent.change(within(dialog).getByLabelText(/^E-mail/), { target: { value: email } });
    fireEvent.change(within(dialog).getByLabelText(/^Mot de passe/), { target: { value: password } });
  };
  const submit = async () => {
    await act(async () => {
      fireEvent.click(within(dialog).getByRole('button', { name: 'Se connecter' }));
    });
  };
  return { dialog, fill, submit, onClose };
}

describe('LoginModal', () => {
  it('is a labelled dialog with the spec fields, remember me and the forgot-password link', () => {
    const { dialog } = openModal();
    expect((within(dialog).getByLabelText(/^E-mail/) as HTMLInputElement).type).toBe('email');
    expect(within(dialog).getByLabelText(/^E-mail/).getAttribute('autocomplete')).toBe('username');
    expect(within(dialog).getByLabelText(/^Mot de passe/).getAttribute('autocomplete')).toBe('current-password');
    expect(within(dialog).getByRole('checkbox', { name: 'Se souvenir de moi' })).toBeTruthy();
    expect(within(dialog).getByRole('link', { name: 'Mot de passe oublié ?' }).getAttribute('href')).toBe('/forgot-password');
    expect(document.activeElement).toBe(within(dialog).getByLabelText(/^E-mail/));
  });

  it('refuses empty fields without calling the API', async () => {
    const api = fakeApi({});
    const { dialog, submit } = openModal();
    await submit();
    expect(within(dialog).getByRole('alert').textContent).toBe('Veuillez remplir tous les champs');
    expect(within(dialog).getByText('Veuillez saisir votre adresse e-mail.')).toBeTruthy();
    expect(within(dialog).getByLabelText(/^E-mail/).getAttribute('aria-invalid')).toBe('true');
    expect(api.calls).toHaveLength(0);
  });

  it("shows the API's message, else 'Une erreur est survenue lors de la connexion'", async () => {
    let answer = () => refusal(401, 'INVALID_CREDENTIALS', 'E-mail ou mot de passe incorrect.');
    fakeApi({ 'POST /api/auth/login': () => answer() });
    const { dialog, fill, submit } = openModal();
    fill('awa@example.fr', 'wrong');
    await submit();
    expect(within(dialog).getByRole('alert').textContent).toBe('E-mail ou mot de passe incorrect.');
    expect(localStorage.getItem('token')).toBeNull();

    answer = () => new Response('<html>Bad gateway</html>', { status: 502 });
    await submit();
    expect(within(dialog).getByRole('alert').textContent).toBe('Une erreur est survenue lors de la connexion');
  });

  it('disables the button with a busy text while sending', async () => {
    let release!: (response: Response) => void;
    fakeApi({ 'POST /api/auth/login': () => new Promise<Response>((resolve) => (release = resolve)) });
    const { dialog, fill } = openModal();
    fill('awa@example.fr', 'secret12');
    await act(async () => {
      fireEvent.click(within(dialog).getByRole('button', { name: 'Se connecter' }));
    });
    const busy = within(dialog).getByRole('button', { name: 'Connexion...' }) as HTMLButtonElement;
    expect(busy.disabled).toBe(true);
    await act(async () => release(json({ token: 'jwt', user: apiUser() })));
  });

  it('stores token, user and userInfo on success, sends rememberMe, and closes', async () => {
    const api = fakeApi({ 'POST /api/auth/login': () => json({ token: 'jwt-9', user: apiUser({ role: 'admin' }) }) });
    const { dialog, fill, submit, onClose } = openModal();
    fill(' awa@example.fr ', 'secret12');
    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'Se souvenir de moi' }));
    await submit();
    expect(api.calls[0]).toMatchObject({
      method: 'POST',
      path: '/api/auth/login',
      body: { email: 'awa@example.fr', password: 'secret12', rememberMe: true },
    });
    expect(localStorage.getItem('token')).toBe('jwt-9');
    expect(JSON.parse(localStorage.getItem('user')!)).toMatchObject({ id: 12, role: 'admin' });
    expect(localStorage.getItem('userInfo')).toBe(localStorage.getItem('user'));
    expect($session.get()).toMatchObject({ status: 'authenticated', user: { email: 'awa@example.fr' } });
    expect(onClose).toHaveBeenCalled();
  });

  it('closes on Escape', () => {
    const { dialog, onClose } = openModal();
    fireEvent.keyDown(within(dialog).getByLabelText(/^E-mail/), { key: 'Escape' });
    expect(onClose).toHaveBeenCalled();
  });
});
