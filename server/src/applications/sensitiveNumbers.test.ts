import { randomBytes } from 'node:crypto';
import { SENSITIVE_NUMBER_FIELDS } from '@kisan-credit/shared-api/contract/calculations/mask';
import { createFieldCipher } from '../crypto/fieldCipher';
import { maskSensitiveNumbers, openSensitiveNumbers, sealSensitiveNumbers } from './sensitiveNumbers';

const application = {
  applicantName: 'Ramesh Kumar',
  aadharNo: '234567890123',
  panNumber: 'ABCPK1234F',
  bankAccount: { accountNumber: '31234567890', ifscCode: 'SBIN0001234', bankName: 'SBI' },
  guarantorDetails: [
    { name: 'Mohan', aadhar: '345678901234' },
    { name: 'Blank', aadhar: '' },
  ],
};

describe('sensitive numbers of an application', () => {
  const cipher = createFieldCipher({ version: 1, key: randomBytes(32) });

  it('seals every number the contract lists, and nothing else', () => {
    const sealed = sealSensitiveNumbers(application, 'owner-1', cipher);
    const text = JSON.stringify(sealed);
    for (const number of ['234567890123', 'ABCPK1234F', '31234567890', '345678901234'])
      expect(text).not.toContain(number);
    expect(sealed).toMatchObject({
      applicantName: 'Ramesh Kumar',
      aadharNo: expect.stringMatching(/^enc:v1:/),
      panNumber: expect.stringMatching(/^enc:v1:/),
      bankAccount: { accountNumber: expect.stringMatching(/^enc:v1:/), ifscCode: 'SBIN0001234' },
      guarantorDetails: [{ name: 'Mohan', aadhar: expect.stringMatching(/^enc:v1:/) }, { aadhar: '' }],
    });
    expect(SENSITIVE_NUMBER_FIELDS).toHaveLength(4);
    expect(application.aadharNo).toBe('234567890123');
    expect(openSensitiveNumbers(sealed, 'owner-1', cipher)).toEqual(application);
  });

  it('binds each number to its owner', () => {
    const sealed = sealSensitiveNumbers(application, 'owner-1', cipher);
    expect(() => openSensitiveNumbers(sealed, 'owner-2', cipher)).toThrow();
  });

  it('masks them as XXXX XXXX 1234 for readers who only need to recognise them', () => {
    expect(maskSensitiveNumbers(application)).toMatchObject({
      aadharNo: 'XXXX XXXX 0123',
      panNumber: 'XXXXXX234F',
      bankAccount: { accountNumber: 'XXXXXXX7890' },
      guarantorDetails: [{ aadhar: 'XXXX XXXX 1234' }, { aadhar: '' }],
    });
  });

  it('leaves applications without the numbers as they are', () => {
    expect(sealSensitiveNumbers({ applicantName: 'A', bankAccount: null }, 'o', cipher)).toEqual({
      applicantName: 'A',
      bankAccount: null,
    });
  });
});
