// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, json, refusal } from '../cart/fake-api.test-helper';
import { normaliseMfaCode, readMfaChallenge } from '../../lib/api/auth';
import { LoginModal } from './LoginModal';
import LoginPage from './LoginPage';
import { nav } from './nav';
import ResetPasswordPage from './ResetPasswordPage';
import { resetSessionForTests } from './session';
import { apiUser } from './test-helpers.test-helper';

vi.mock('./auth.css', () => ({}));

let assign: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  resetSessionForTests();
  localStorage.clear();
  assign = vi.spyOn(nav, 'assign').mockImplementation(() => {});
});
afterEach(() => cleanup());

const admin = () => apiUser({ id: 1, email: 'admin@example.fr', firstName: 'Ada', role: 'admin' });
const OTPAUTH = 'otpauth://totp/Kizomba%20Lumi%C3%A8re:admin%40example.fr?secret=JBSWY3DPEHPK3PXP&issuer=Kizomba%20Lumi%C3%A8re';

async function logIn(url = '/admin/login') {
  window.history.replaceState(null, '', url);
  render(<LoginPage admin={url.startsWith('/admin')} />);
  fireEvent.change(screen.getByLabelText(/^E-mail/), { target: { value: 'admin@example.fr' } });
  fireEvent.change(screen.getByLabelText(/^Mot de passe/), { target: { value: 'le-bon-mot-de-passe' } });
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Se connecter' }));
  });
}

const typeCode = async (label: RegExp, value: string) => {
  await act(async () => {
    fireEvent.change(screen.getByLabelText(label), { target: { value } });
  });
};
const click = async (name: string | RegExp) => {
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name }));
  });
};

describe('reading the second-factor answer', () => {
  it('reads « required » and « enroll », and nothing else as a challenge', () => {
    expect(readMfaChallenge({ mfa: 'required', mfaToken: 't' }, true)).toEqual({ mode: 'required', mfaToken: 't', enrollment: null, rememberMe: true });
    expect(readMfaChallenge({ mfa: 'enroll', mfaToken: 't', enrollment: { secret: 'S', otpauthUrl: OTPAUTH } })?.enrollment).toEqual({ secret: 'S', otpauthUrl: OTPAUTH });
    expect(readMfaChallenge({ mfa: 'enroll', mfaToken: 't', enrollment: { secret: 'S', otpauthUrl: 'https://evil.example' } })).toBeNull();
    expect(readMfaChallenge({ mfa: 'required' })).toBeNull();
    expect(readMfaChallenge({ token: 'jwt', user: apiUser() })).toBeNull();
  });

  it('sends the code without the spaces a phone shows, a recovery code as typed', () => {
    expect(normaliseMfaCode(' 123 456 ')).toBe('123456');
    expect(normaliseMfaCode('123-456')).toBe('123456');
    expect(normaliseMfaCode('ab12-cd34')).toBe('ab12-cd34');
  });
});

describe('staff login with the second factor', () => {
  it('asks for the code (numeric keypad, one-time-code) before any session, and sends it at the sixth digit', async () => {
    const api = fakeApi({
      'POST /api/admin/auth/login': () => json({ mfa: 'required', mfaToken: 'mfa-1' }),
      'POST /api/auth/mfa/verify': () => json({ token: 'jwt-a', user: admin() }),
    });
    await logIn('/admin/login?redirect=%2Fadmin%2Fsales');
    expect(localStorage.getItem('token')).toBeNull();
    expect(screen.getByRole('heading', { name: 'Vérification en deux étapes' })).toBeTruthy();
    const input = screen.getByLabelText(/^Code à 6 chiffres/) as HTMLInputElement;
    expect(input.inputMode).toBe('numeric');
    expect(input.getAttribute('autocomplete')).toBe('one-time-code');
    expect(document.activeElement).toBe(input);
    await typeCode(/^Code à 6 chiffres/, '12345');
    expect(api.calls).toHaveLength(1);
    await typeCode(/^Code à 6 chiffres/, '123 456');
    expect(api.calls[1]).toMatchObject({ path: '/api/auth/mfa/verify', body: { mfaToken: 'mfa-1', code: '123456', rememberMe: false } });
    expect(localStorage.getItem('token')).toBe('jwt-a');
    expect(assign).toHaveBeenCalledWith('/admin/sales');
  });

  it('a wrong code says so and is not sent again by itself; the button retries', async () => {
    let answer = () => refusal(401, 'MFA_CODE_INVALID', 'Code de vérification incorrect.');
    const api = fakeApi({
      'POST /api/admin/auth/login': () => json({ mfa: 'required', mfaToken: 'mfa-1' }),
      'POST /api/auth/mfa/verify': () => answer(),
    });
    await logIn();
    await typeCode(/^Code à 6 chiffres/, '000000');
    const input = screen.getByLabelText(/^Code à 6 chiffres/);
    expect(screen.getByText('Code de vérification incorrect.')).toBeTruthy();
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(localStorage.getItem('token')).toBeNull();
    expect(assign).not.toHaveBeenCalled();
    await typeCode(/^Code à 6 chiffres/, '000000');
    expect(api.calls).toHaveLength(2);
    answer = () => json({ token: 'jwt-a', user: admin() });
    await typeCode(/^Code à 6 chiffres/, '654321');
    expect(assign).toHaveBeenCalledWith('/admin/dashboard');
  });

  it('takes a recovery code instead', async () => {
    const api = fakeApi({
      'POST /api/admin/auth/login': () => json({ mfa: 'required', mfaToken: 'mfa-1' }),
      'POST /api/auth/mfa/verify': () => json({ token: 'jwt-a', user: admin() }),
    });
    await logIn();
    await click('Utiliser un code de secours');
    const input = screen.getByLabelText(/^Code de secours/) as HTMLInputElement;
    expect(input.inputMode).toBe('text');
    await click('Vérifier');
    expect(screen.getByText('Saisissez un de vos codes de secours.')).toBeTruthy();
    fireEvent.change(input, { target: { value: 'k3f9-2mxa' } });
    await click('Vérifier');
    expect(api.calls[1]?.body).toMatchObject({ code: 'k3f9-2mxa' });
    expect(assign).toHaveBeenCalledWith('/admin/dashboard');
  });

  it('an expired step leads back to the password', async () => {
    fakeApi({
      'POST /api/admin/auth/login': () => json({ mfa: 'required', mfaToken: 'mfa-1' }),
      'POST /api/auth/mfa/verify': () => refusal(401, 'MFA_TOKEN_INVALID', 'Votre connexion a expiré : identifiez-vous de nouveau.'),
    });
    await logIn();
    await typeCode(/^Code à 6 chiffres/, '123456');
    expect(screen.getByRole('alert').textContent).toBe('Votre connexion a expiré : identifiez-vous de nouveau.');
    await click('Recommencer la connexion');
    expect(screen.getByLabelText(/^Mot de passe/)).toBeTruthy();
  });

  it('enrols: QR code of otpauthUrl, the secret as text, the first code, then the recovery codes once', async () => {
    const codes = Array.from({ length: 10 }, (_, i) => `c0d${i}-x${i}y${i}`);
    const api = fakeApi({
      'POST /api/admin/auth/login': () => json({ mfa: 'enroll', mfaToken: 'mfa-e', enrollment: { secret: 'JBSWY3DPEHPK3PXP', otpauthUrl: OTPAUTH } }),
      'POST /api/auth/mfa/enroll': () => json({ token: 'jwt-a', user: admin(), recoveryCodes: codes }),
    });
    await logIn();
    expect(screen.getByRole('heading', { name: 'Activez la vérification en deux étapes' })).toBeTruthy();
    await vi.waitFor(() => expect(screen.getByRole('img', { name: /QR code à scanner/ }).innerHTML).toContain('<svg'));
    expect(screen.getByText('JBSW Y3DP EHPK 3PXP')).toBeTruthy();
    await typeCode(/^Code à 6 chiffres/, '123456');
    expect(api.calls[1]).toMatchObject({ path: '/api/auth/mfa/enroll', body: { mfaToken: 'mfa-e', code: '123456' } });
    // The session exists, but the person leaves only once the codes are noted.
    expect(localStorage.getItem('token')).toBe('jwt-a');
    expect(assign).not.toHaveBeenCalled();
    expect(screen.getByRole('heading', { name: 'Vos codes de secours' })).toBeTruthy();
    const list = screen.getByRole('list', { name: 'Codes de secours' });
    expect(within(list).getAllByRole('listitem').map((item) => item.textContent)).toEqual(codes);
    const next = screen.getByRole('button', { name: 'Continuer' }) as HTMLButtonElement;
    expect(next.disabled).toBe(true);
    fireEvent.click(screen.getByRole('checkbox', { name: 'J’ai noté mes codes de secours en lieu sûr.' }));
    fireEvent.click(next);
    expect(assign).toHaveBeenCalledWith('/admin/dashboard');
  });

  it('on /login too, and « Se souvenir de moi » carries over to the session the code opens', async () => {
    const api = fakeApi({
      'POST /api/auth/login': () => json({ mfa: 'required', mfaToken: 'mfa-2' }),
      'POST /api/auth/mfa/verify': () => json({ token: 'jwt-s', user: apiUser({ role: 'scanner' }) }),
    });
    window.history.replaceState(null, '', '/login');
    render(<LoginPage />);
    fireEvent.change(screen.getByLabelText(/^E-mail/), { target: { value: 'door@example.fr' } });
    fireEvent.change(screen.getByLabelText(/^Mot de passe/), { target: { value: 'le-bon-mot-de-passe' } });
    fireEvent.click(screen.getByRole('checkbox', { name: 'Se souvenir de moi' }));
    await click('Se connecter');
    await typeCode(/^Code à 6 chiffres/, '123456');
    expect(api.calls[1]?.body).toMatchObject({ mfaToken: 'mfa-2', rememberMe: true });
    expect(assign).toHaveBeenCalledWith('/dashboard');
  });

  it('in the login modal on any page, a wrong code is not taken for an expired session (nothing cleared)', async () => {
    window.history.replaceState(null, '', '/tickets');
    localStorage.setItem('token', 'jwt-earlier');
    fakeApi({
      'POST /api/auth/login': () => json({ mfa: 'required', mfaToken: 'mfa-3' }),
      'POST /api/auth/mfa/verify': () => refusal(401, 'MFA_CODE_INVALID', 'Code de vérification incorrect.'),
    });
    render(<LoginModal open onClose={vi.fn()} />);
    const dialog = screen.getByRole('dialog', { name: 'Connexion' });
    fireEvent.change(within(dialog).getByLabelText(/^E-mail/), { target: { value: 'door@example.fr' } });
    fireEvent.change(within(dialog).getByLabelText(/^Mot de passe/), { target: { value: 'le-bon-mot-de-passe' } });
    await act(async () => {
      fireEvent.click(within(dialog).getByRole('button', { name: 'Se connecter' }));
    });
    await typeCode(/^Code à 6 chiffres/, '123456');
    expect(within(dialog).getByText('Code de vérification incorrect.')).toBeTruthy();
    expect(localStorage.getItem('token')).toBe('jwt-earlier');
  });

  it('a staff password reset gives the code before the session, then the back-office', async () => {
    fakeApi({
      'POST /api/auth/reset-password': () => json({ mfa: 'required', mfaToken: 'mfa-r' }),
      'POST /api/auth/mfa/verify': () => json({ token: 'jwt-a', user: admin() }),
    });
    window.history.replaceState(null, '', '/admin/reset-password?token=tok');
    render(<ResetPasswordPage admin />);
    await act(async () => {});
    fireEvent.change(screen.getByLabelText(/^Nouveau mot de passe/), { target: { value: 'un-nouveau-secret' } });
    fireEvent.change(screen.getByLabelText(/^Confirmez le mot de passe/), { target: { value: 'un-nouveau-secret' } });
    await click('Enregistrer et me connecter');
    expect(localStorage.getItem('token')).toBeNull();
    await typeCode(/^Code à 6 chiffres/, '123456');
    expect(localStorage.getItem('token')).toBe('jwt-a');
    expect(assign).toHaveBeenCalledWith('/admin/dashboard');
  });
});
