import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CSV_BOM, csvCell, toCsv } from './csv';

/** A strict RFC 4180 reader: what a spreadsheet makes of the file (cells as text). */
function parseCsv(text: string): string[][] {
  expect(text.startsWith(CSV_BOM)).toBe(true);
  const body = text.slice(1);
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < body.length; i += 1) {
    const char = body[i]!;
    if (quoted) {
      if (char === '"' && body[i + 1] === '"') {
        cell += '"';
        i += 1;
      } else if (char === '"') quoted = false;
      else cell += char;
    } else if (char === '"') quoted = true;
    else if (char === ',') {
      row.push(cell);
      cell = '';
    } else if (char === '\r' && body[i + 1] === '\n') {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
      i += 1;
    } else {
      expect(char, 'a bare line break outside quotes').not.toMatch(/[\r\n]/);
      cell += char;
    }
  }
  expect(cell).toBe('');
  expect(row).toEqual([]);
  return rows;
}

describe('CSV', () => {
  it('quotes, doubles quotes, ends lines with CRLF and starts with a BOM', () => {
    const csv = toCsv(['a', 'b'], [{ a: 'x, "y"', b: 'two\nlines' }]);
    expect(csv).toBe(`${CSV_BOM}a,b\r\n"x, ""y""","two\nlines"\r\n`);
  });

  it('defuses formulas but keeps plain numbers', () => {
    expect(csvCell('=HYPERLINK("http://evil")')).toBe(`"'=HYPERLINK(""http://evil"")"`);
    expect(csvCell('+1 555 0100')).toBe("'+1 555 0100");
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvCell('-12.5')).toBe('-12.5');
    expect(csvCell(-3)).toBe('-3');
    expect(csvCell(['tea', 'coffee'])).toBe('tea; coffee');
    expect(csvCell(null)).toBe('');
  });

  it('property: what a spreadsheet reads back is every cell, formulas defused', () => {
    const cellText = fc.oneof(
      fc.string(),
      fc.constantFrom('=1+1', '-5', '+x', '@a', 'a,b', 'q"q', 'l\r\nm', '\t'),
    );
    fc.assert(
      fc.property(fc.array(fc.tuple(cellText, cellText), { maxLength: 8 }), (pairs) => {
        const rows = pairs.map(([a, b]) => ({ a, b }));
        const parsed = parseCsv(toCsv(['a', 'b'], rows));
        const defuse = (text: string) =>
          /^[=+\-@\t\r]/.test(text) && !/^[+-]?\d+(\.\d+)?$/.test(text) ? `'${text}` : text;
        expect(parsed).toEqual([['a', 'b'], ...pairs.map(([a, b]) => [defuse(a), defuse(b)])]);
      }),
    );
  });
});
