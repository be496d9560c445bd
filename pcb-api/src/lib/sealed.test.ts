import { sealer } from './sealed';

describe('sealer', () => {
  const { seal, open, isSealed } = sealer('k'.repeat(40));

  it('opens what it sealed, and seals the same value differently each time', () => {
    const sealed = seal('JBSWY3DPEHPK3PXP');
    expect(sealed).not.toContain('JBSWY3DPEHPK3PXP');
    expect(isSealed(sealed)).toBe(true);
    expect(open(sealed)).toBe('JBSWY3DPEHPK3PXP');
    expect(seal('JBSWY3DPEHPK3PXP')).not.toBe(sealed);
  });

  it('refuses a changed value, or one sealed with another key', () => {
    const sealed = seal('JBSWY3DPEHPK3PXP');
    const parts = sealed.split('.');
    parts[3] = Buffer.from('KBSWY3DPEHPK3PXP').toString('base64url');
    expect(() => open(parts.join('.'))).toThrow();
    expect(() => sealer('o'.repeat(40)).open(sealed)).toThrow();
  });

  it('returns a value stored before sealing existed as it is', () => {
    expect(isSealed('JBSWY3DPEHPK3PXP')).toBe(false);
    expect(open('JBSWY3DPEHPK3PXP')).toBe('JBSWY3DPEHPK3PXP');
  });
});
