import { contactInquirySchema } from './contact';
import { issuesByPath } from './testing/issues';

describe('contact inquiry', () => {
  it('accepts a name, an email and a message, trimmed', () => {
    expect(contactInquirySchema.parse({ name: ' Asha ', email: 'asha@example.in', message: 'Hello' })).toEqual({
      name: 'Asha',
      email: 'asha@example.in',
      message: 'Hello',
    });
  });

  it('requires all three fields', () => {
    expect(issuesByPath(contactInquirySchema.safeParse({ name: '', message: '   ' }))).toEqual({
      name: ['Please enter the name'],
      email: ['Please enter the email'],
      message: ['Please enter the message'],
    });
  });

  it('checks the email format and the lengths', () => {
    expect(
      issuesByPath(
        contactInquirySchema.safeParse({ name: 'A'.repeat(101), email: 'asha@', message: 'm'.repeat(2001) }),
      ),
    ).toEqual({
      name: ['Name can be at most 100 characters'],
      email: ['Please enter a valid email address'],
      message: ['Message can be at most 2000 characters'],
    });
  });

  it('refuses other fields', () => {
    expect(
      issuesByPath(contactInquirySchema.safeParse({ name: 'A', email: 'a@b.in', message: 'm', phone: '1' })),
    ).toEqual({
      '': ['These fields are not accepted here: phone'],
    });
  });
});
