import { describe, expect, it } from 'vitest';
import { frenchTypography } from './typography';

const show = (text: string) => text.replace(/\u00a0/g, '⍽').replace(/\u202f/g, '·');

describe('frenchTypography', () => {
  it('binds guillemets and high punctuation to their words', () => {
    expect(show(frenchTypography('la kizomba « de racine » : une marche ?'))).toBe(
      'la kizomba «⍽de racine⍽»·: une marche·?',
    );
  });

  it('keeps numbers with their units', () => {
    expect(show(frenchTypography('36 stages d’1 h 30, jusqu’à 5 h, dès 149 €'))).toBe(
      '36 stages d’1⍽h⍽30, jusqu’à 5⍽h, dès 149⍽€',
    );
  });

  it('leaves times, URLs and words alone', () => {
    expect(frenchTypography('À 14:00, voir https://exemple.fr et 3 hôtels')).toBe(
      'À 14:00, voir https://exemple.fr et 3 hôtels',
    );
  });
});
