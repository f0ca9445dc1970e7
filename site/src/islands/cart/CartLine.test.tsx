// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CartLine } from './CartLine';
import { line } from './fake-api.test-helper';

vi.mock('./cart.css', () => ({}));

afterEach(() => cleanup());

describe('CartLine', () => {
  it('names the dance role after the ticket', () => {
    render(
      <ul>
        <CartLine item={line({ name: 'Workshop Pass', role: 'follower' })} busy={false} onRemove={() => undefined} />
      </ul>,
    );
    expect(screen.getByText('Workshop Pass — Suiveur')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Supprimer Workshop Pass — Suiveur' })).toBeTruthy();
  });

  it("never raises a waiting-list offer's held places", () => {
    render(
      <ul>
        <CartLine item={line({ quantity: 2 })} busy={false} heldQuantity onRemove={() => undefined} />
      </ul>,
    );
    expect((screen.getByRole('button', { name: 'Augmenter la quantité' }) as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByRole('button', { name: 'Diminuer la quantité' }) as HTMLButtonElement).disabled).toBe(false);
    expect(screen.getByText('Full Pass')).toBeTruthy();
  });
});
