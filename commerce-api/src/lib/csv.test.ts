import { describe, expect, it } from 'vitest';
import { csvCell, decimalFr } from './csv.js';

describe('CSV for French spreadsheets', () => {
  it('neutralises formulas and quotes separators, quotes and newlines', () => {
    expect(csvCell('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
    expect(csvCell('+33612345678')).toBe("'+33612345678");
    expect(csvCell('-2')).toBe("'-2");
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvCell('a;b')).toBe('"a;b"');
    expect(csvCell('ligne\nsuivante')).toBe('"ligne\nsuivante"');
    expect(csvCell('Élodie')).toBe('Élodie');
    expect(csvCell(null)).toBe('');
    expect(decimalFr(23_300)).toBe('233,00');
    expect(decimalFr(5)).toBe('0,05');
  });
});
