import { inEnglish } from '@kisan-credit/shared-api/contract/testing/issues';
import { checkContactInquiry } from './checkContactInquiry';

describe('checkContactInquiry', () => {
  it('answers the trimmed inquiry when every field is right', () => {
    expect(checkContactInquiry({ name: ' Asha ', email: 'asha@example.in ', message: ' Hello ' })).toEqual({
      inquiry: { name: 'Asha', email: 'asha@example.in', message: 'Hello' },
    });
  });

  it('gives the contract’s message per field, one each', () => {
    expect(inEnglish(checkContactInquiry({ name: '  ', email: 'asha@', message: '' }).errors ?? {})).toEqual({
      name: 'Please enter the name',
      email: 'Please enter a valid email address',
      message: 'Please enter the message',
    });
  });
});
