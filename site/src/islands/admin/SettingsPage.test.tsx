// @vitest-environment jsdom
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fakeApi, json } from '../cart/fake-api.test-helper';
import SettingsPage, { offerSummary, validateSettings, type SettingsForm } from './SettingsPage';
import { settle } from './admin.test-helper';
import { salesTestSetup } from './sales.test-helper';

vi.mock('./admin.css', () => ({}));

salesTestSetup();

const settings = (overrides: Record<string, unknown> = {}) => ({
  transferDeadline: '2027-04-10T21:59:00.000Z',
  resaleEnabled: true,
  resaleFee: 2.5,
  offerHours: [48, 24, 6],
  offerThresholdDays: [14, 3],
  updatedAt: '2026-11-20T10:15:00.000Z',
  ...overrides,
});

const form = (overrides: Partial<SettingsForm> = {}): SettingsForm => ({
  transferDeadline: '',
  resaleEnabled: true,
  resaleFee: '0',
  hours: ['48', '24', '6'],
  days: ['14', '3'],
  ...overrides,
});

describe('SettingsPage', () => {
  it('shows the settings in Paris time and sends every setting on save', async () => {
    const api = fakeApi({
      'GET /api/admin/festival-settings': () => json({ settings: settings() }),
      'PUT /api/admin/festival-settings': (call) => json({ settings: { ...settings(), ...(call.body as object), updatedAt: '2026-11-24T23:00:00.000Z' } }),
    });
    render(<SettingsPage />);
    await settle();
    expect((screen.getByLabelText('Date limite') as HTMLInputElement).value).toBe('2027-04-10T23:59');
    expect((screen.getByRole('checkbox', { name: 'Revente ouverte' }) as HTMLInputElement).checked).toBe(true);
    expect((screen.getByLabelText('Frais de revente (€)') as HTMLInputElement).value).toBe('2,50');
    expect(screen.getByText('Plus de 14 j avant le festival : 48 h ; plus de 3 j avant le festival : 24 h ; ensuite : 6 h.')).toBeTruthy();
    expect(screen.getByText('Dernière modification le 20/11/2026 11:15.')).toBeTruthy();

    fireEvent.change(screen.getByLabelText('Date limite'), { target: { value: '2027-04-12T18:00' } });
    fireEvent.click(screen.getByRole('checkbox', { name: 'Revente ouverte' }));
    fireEvent.change(screen.getByLabelText('Frais de revente (€)'), { target: { value: '1,5' } });
    const second = screen.getByRole('group', { name: 'Période 2' });
    fireEvent.change(within(second).getByLabelText('Plus de (jours avant le festival)'), { target: { value: '5' } });
    fireEvent.change(within(screen.getByRole('group', { name: 'Ensuite' })).getByLabelText('Durée de l’offre (heures)'), { target: { value: '12' } });
    expect(screen.getByText('Plus de 14 j avant le festival : 48 h ; plus de 5 j avant le festival : 24 h ; ensuite : 12 h.')).toBeTruthy();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Enregistrer' })));

    const put = api.calls.find((call) => call.method === 'PUT')!;
    expect(put.body).toEqual({ transferDeadline: '2027-04-12T16:00:00.000Z', resaleEnabled: false, resaleFee: 1.5, offerHours: [48, 24, 12], offerThresholdDays: [14, 5] });
    expect(screen.getByRole('status').textContent).toBe('Réglages enregistrés.');
    expect(screen.getByText('Dernière modification le 25/11/2026 00:00.')).toBeTruthy();
  });

  it('clears the deadline, adds and removes a period', async () => {
    const api = fakeApi({
      'GET /api/admin/festival-settings': () => json({ settings: settings({ updatedAt: null }) }),
      'PUT /api/admin/festival-settings': (call) => json({ settings: { ...settings(), ...(call.body as object) } }),
    });
    render(<SettingsPage />);
    await settle();
    expect(screen.getByText('Réglages par défaut : jamais modifiés.')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Date limite'), { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: 'Ajouter une période' }));
    expect(screen.getByText('Plus de 14 j avant le festival : 48 h ; plus de 3 j avant le festival : 24 h ; plus de 1 j avant le festival : 6 h ; ensuite : 3 h.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Retirer la période 1' }));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Enregistrer' })));
    expect(api.calls.find((call) => call.method === 'PUT')!.body).toEqual({
      transferDeadline: null,
      resaleEnabled: true,
      resaleFee: 2.5,
      offerHours: [24, 6, 3],
      offerThresholdDays: [3, 1],
    });
  });

  it('refuses windows that grow, a fee out of bounds, and shows the API’s field refusals', async () => {
    const api = fakeApi({
      'GET /api/admin/festival-settings': () => json({ settings: settings() }),
      'PUT /api/admin/festival-settings': () =>
        json({ error: { code: 'VALIDATION_ERROR', message: 'Certains réglages sont invalides.', fields: [{ field: 'offerHours.1', message: 'Durée refusée par le serveur.' }] } }, 400),
    });
    render(<SettingsPage />);
    await settle();
    fireEvent.change(screen.getByLabelText('Frais de revente (€)'), { target: { value: '120' } });
    fireEvent.change(within(screen.getByRole('group', { name: 'Période 2' })).getByLabelText('Durée de l’offre (heures)'), { target: { value: '72' } });
    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
    expect(screen.getByText('Saisissez un montant entre 0 et 100 € (par exemple 2,50).')).toBeTruthy();
    expect(screen.getByText('Chaque durée doit être plus courte que celle de la période précédente.')).toBeTruthy();
    expect(api.paths()).not.toContain('PUT /api/admin/festival-settings');

    fireEvent.change(screen.getByLabelText('Frais de revente (€)'), { target: { value: '3' } });
    fireEvent.change(within(screen.getByRole('group', { name: 'Période 2' })).getByLabelText('Durée de l’offre (heures)'), { target: { value: '20' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Enregistrer' })));
    expect(screen.getByRole('alert').textContent).toBe('Certains réglages sont invalides.');
    const hours = within(screen.getByRole('group', { name: 'Période 2' })).getByLabelText('Durée de l’offre (heures)');
    expect(hours.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Durée refusée par le serveur.')).toBeTruthy();
  });

  it('validates thresholds and the deadline', () => {
    expect(validateSettings(form({ days: ['3', '14'] })).errors).toEqual({ 'days.1': 'Ce seuil doit être plus petit que celui de la période précédente.' });
    expect(validateSettings(form({ hours: ['48', '0', '6'] })).errors['hours.1']).toBe('Saisissez un nombre entier d’heures entre 1 et 168.');
    expect(validateSettings(form({ days: ['400', '3'] })).errors['days.0']).toBe('Saisissez un nombre entier de jours entre 1 et 365.');
    expect(validateSettings(form({ transferDeadline: 'demain' })).errors.transferDeadline).toBe('Saisissez une date et une heure valides, ou laissez vide.');
    expect(validateSettings(form({ resaleFee: '' })).input).toMatchObject({ resaleFee: 0, transferDeadline: null });
    expect(offerSummary({ hours: ['12'], days: [] })).toBe('Toujours 12 h.');
  });
});
