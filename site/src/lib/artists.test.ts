import { describe, expect, it } from 'vitest';
import { roleLabel } from './artists';

describe('roleLabel', () => {
  it('uses the plural for duos', () => {
    expect(roleLabel({ name: 'Inês & Mateus', role: 'teacher' })).toBe('Professeurs');
    expect(roleLabel({ name: 'Naïma Kasongo', role: 'teacher' })).toBe('Professeur·e');
    expect(roleLabel({ name: 'DJ Kaluanda', role: 'dj' })).toBe('DJ');
  });
});
