import { describe, expect, it } from 'vitest';
import { centsToEuros, eurosToCents } from './money.js';

describe('money', () => {
  it('converts cents to euros for the API edge', () => {
    expect(centsToEuros(14_900)).toBe(149);
    expect(centsToEuros(14_950)).toBe(149.5);
    expect(JSON.stringify({ price: centsToEuros(1_999) })).toBe('{"price":19.99}');
    expect(centsToEuros(0)).toBe(0);
  });

  it('converts euros to integer cents and refuses sub-cent amounts', () => {
    expect(eurosToCents(149)).toBe(14_900);
    expect(eurosToCents(19.99)).toBe(1_999);
    expect(eurosToCents(0.1 + 0.2)).toBe(30);
    expect(() => eurosToCents(1.005)).toThrow(RangeError);
    expect(() => eurosToCents(Number.NaN)).toThrow(TypeError);
    expect(() => centsToEuros(1.5)).toThrow(TypeError);
  });
});
