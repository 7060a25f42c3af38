import { randomBytes } from 'node:crypto';
import { createFieldCipher, isSealed } from './fieldCipher';

describe('the field cipher (AES-256-GCM)', () => {
  const key = { version: 1, key: randomBytes(32) };
  const cipher = createFieldCipher(key);

  it('seals a number into versioned ciphertext that opens again, different every time', () => {
    const first = cipher.seal('234567890123', 'u1:aadharNo');
    const second = cipher.seal('234567890123', 'u1:aadharNo');
    expect(first).toMatch(/^enc:v1:[A-Za-z0-9_-]+$/);
    expect(first).not.toContain('234567890123');
    expect(first).not.toBe(second);
    expect(isSealed(first)).toBe(true);
    expect(isSealed('234567890123')).toBe(false);
    expect(cipher.open(first, 'u1:aadharNo')).toBe('234567890123');
  });

  it('does not open a ciphertext moved to another record or field, or altered', () => {
    const sealed = cipher.seal('ABCPK1234F', 'u1:panNumber');
    expect(() => cipher.open(sealed, 'u2:panNumber')).toThrow();
    expect(() => cipher.open(sealed, 'u1:aadharNo')).toThrow();
    const tampered = sealed.slice(0, -2) + (sealed.endsWith('A') ? 'BB' : 'AA');
    expect(() => cipher.open(tampered, 'u1:panNumber')).toThrow();
    expect(() => cipher.open(`${sealed.slice(0, -1)}!`, 'u1:panNumber')).toThrow();
    expect(() => cipher.open(sealed.replace('enc:v1:', 'enc:v1'), 'u1:panNumber')).toThrow('Not a sealed value');
    expect(() => cipher.open('enc:v1:AAAA', 'u1:panNumber')).toThrow('Not a sealed value');
    const packed = Buffer.from(sealed.slice('enc:v1:'.length), 'base64url');
    const shortTag = Buffer.concat([packed.subarray(0, 12 + 4), packed.subarray(12 + 16)]).toString('base64url');
    expect(() => cipher.open(`enc:v1:${shortTag}`, 'u1:panNumber')).toThrow();
  });

  it('opens what an earlier key sealed after the key is rotated', () => {
    const sealedWithOld = cipher.seal('31234567890', 'u1:bankAccount.accountNumber');
    const rotated = createFieldCipher({ version: 2, key: randomBytes(32) }, [key]);
    expect(rotated.open(sealedWithOld, 'u1:bankAccount.accountNumber')).toBe('31234567890');
    expect(rotated.seal('1', 'c')).toMatch(/^enc:v2:/);
    expect(() =>
      createFieldCipher({ version: 3, key: randomBytes(32) }).open(sealedWithOld, 'u1:bankAccount.accountNumber'),
    ).toThrow('No encryption key of version 1 is configured');
  });
});
