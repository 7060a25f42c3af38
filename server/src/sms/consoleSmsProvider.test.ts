import { ConsoleSmsProvider } from './consoleSmsProvider';

describe('ConsoleSmsProvider', () => {
  it('prints the message for the developer and keeps it in the outbox', async () => {
    const printed: string[] = [];
    const provider = new ConsoleSmsProvider({ keepOutbox: true, write: (line) => printed.push(line) });
    await provider.send('9876543210', 'Your Kisan Credit OTP is 004211. It is valid for 5 minutes.');
    await provider.send('9123456789', 'Your Kisan Credit OTP is 777777.');
    await provider.send('9876543210', 'Your Kisan Credit OTP is 123456.');

    expect(printed[0]).toContain('+91 98765 43210');
    expect(printed[0]).toContain('004211');
    expect(provider.outbox!.latestOtpFor('9876543210')).toBe('123456');
    expect(provider.outbox!.latestOtpFor('9123456789')).toBe('777777');
    expect(provider.outbox!.latestOtpFor('9000000000')).toBeUndefined();
  });

  it('prints the DLT template id a business SMS carries', async () => {
    const printed: string[] = [];
    const provider = new ConsoleSmsProvider({ keepOutbox: true, write: (line) => printed.push(line) });
    await provider.send('9876543210', 'Kisan Credit: your KCC application has been received.', {
      dltTemplateId: '1107160000000000001',
    });
    expect(printed[0]).toContain(
      'Kisan Credit: your KCC application has been received. [DLT template 1107160000000000001]',
    );
    expect(provider.outbox!.messages[0]).toEqual({
      to: '9876543210',
      text: 'Kisan Credit: your KCC application has been received.',
      dltTemplateId: '1107160000000000001',
    });
  });

  it('keeps no outbox when told not to (production)', async () => {
    const provider = new ConsoleSmsProvider({ keepOutbox: false, write: () => {} });
    await provider.send('9876543210', 'x');
    expect(provider.outbox).toBeNull();
  });
});
