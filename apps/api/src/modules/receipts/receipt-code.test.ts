import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { readReceipt, signReceipt, signatureMatches } from './receipt-code';

const fields = {
  businessId: 'bean-leaf',
  keyId: 'k7f3a9c2',
  transactionId: 'R-1001',
  amount: 1250,
  issuedAt: 1_795_000_000,
};

describe('receipt codes', () => {
  it('are read back as they were signed, also from inside a link', () => {
    const code = signReceipt(fields, 'secret-1');
    expect(code).toMatch(/^LPR1\.bean-leaf\.k7f3a9c2\.R-1001\.1250\.1795000000\.[A-Za-z0-9_-]{22}$/);
    const read = readReceipt(`https://bean-leaf.example/purchasescanner?code=${code}&x=1`);
    expect(read).toMatchObject(fields);
    expect(signatureMatches(read!, 'secret-1')).toBe(true);
    expect(signatureMatches(read!, 'secret-2')).toBe(false);
  });

  it('refuse any change to any field', () => {
    const code = signReceipt(fields, 'secret-1');
    const tampered = [
      code.replace('.1250.', '.9250.'),
      code.replace('R-1001', 'R-1002'),
      code.replace('bean-leaf', 'northwind'),
      code.replace('.1795000000.', '.1895000000.'),
    ];
    for (const text of tampered) {
      const read = readReceipt(text);
      expect(read && signatureMatches(read, 'secret-1'), text).toBe(false);
    }
  });

  it('read nothing from malformed text, whatever it is', () => {
    for (const text of [
      '',
      'LPR1',
      'LPR1.a.b.c.d.e',
      'LPR1.a.b.c.-5.1.sig',
      'LPR1.a.b.c.0.1.sig',
      'LPR2.a.b.c.1.1.s',
    ]) {
      expect(readReceipt(text), text).toBeUndefined();
    }
    fc.assert(
      fc.property(fc.string({ maxLength: 300 }), (text) => {
        const read = readReceipt(text);
        return read === undefined || (read.amount > 0 && /^[A-Za-z0-9_-]+$/.test(read.transactionId));
      }),
    );
  });
});
