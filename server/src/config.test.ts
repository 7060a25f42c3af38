import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ConfigError, loadConfig, REPO_ROOT } from './config';

describe('loadConfig', () => {
  let dataDir: string;
  beforeEach(() => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kcc-config-'));
  });
  afterEach(() => fs.rmSync(dataDir, { recursive: true, force: true }));

  it('has working defaults for development', () => {
    const config = loadConfig({ DATA_DIR: dataDir });
    expect(config).toMatchObject({
      port: 8080,
      host: '0.0.0.0',
      nodeEnv: 'development',
      databaseUrl: undefined,
      dataDir,
      trustProxy: false,
      sms: { provider: 'console' },
      session: { idleMinutes: 60, absoluteHours: 12 },
      otpLimits: { sendsPerPhonePerIpPerHour: 5, sendsPerPhonePerHour: 30, sendsPerIpPerHour: 20 },
      apiDocs: true,
      webRoot: REPO_ROOT,
      remotesManifest: path.join(REPO_ROOT, 'shell', 'dist', 'remotes.json'),
      seedDemoUsers: true,
    });
    expect(config.dataEncryptionKeys).toEqual([{ version: 1, key: expect.any(Buffer) }]);
    expect(config.dataEncryptionKeys[0]!.key).toHaveLength(32);
  });

  it('generates development secrets once, readable by the owner only', () => {
    const first = loadConfig({ DATA_DIR: dataDir });
    const second = loadConfig({ DATA_DIR: dataDir });
    expect(second.otpHmacSecret).toBe(first.otpHmacSecret);
    expect(second.dataEncryptionKeys).toEqual(first.dataEncryptionKeys);
    expect(fs.statSync(path.join(dataDir, 'secrets.json')).mode & 0o777).toBe(0o600);
  });

  it('writes no secrets file in tests', () => {
    loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir });
    expect(fs.existsSync(path.join(dataDir, 'secrets.json'))).toBe(false);
  });

  it('refuses to start in production with the console SMS provider or without secrets', () => {
    const start = () => loadConfig({ NODE_ENV: 'production', DATA_DIR: dataDir });
    expect(start).toThrow(ConfigError);
    expect(start).toThrow(/SMS_PROVIDER is console/);
    expect(start).toThrow(/OTP_HMAC_SECRET is required/);
    expect(start).toThrow(/DATA_ENCRYPTION_KEY is required/);
    expect(start).toThrow(
      /SMS_DLT_TEMPLATE_IDS has no DLT template id for submitted, withLawyer, approved, sanctioned, disbursed, documentsNeeded/,
    );
  });

  it('starts in production when everything is configured, without demo users', () => {
    const config = loadConfig({
      NODE_ENV: 'production',
      SMS_PROVIDER: 'http',
      SMS_GATEWAY_URL: 'https://sms.example.in/send',
      OTP_HMAC_SECRET: 'x'.repeat(40),
      DATA_ENCRYPTION_KEY: 'ab'.repeat(32),
      SMS_DLT_TEMPLATE_IDS:
        'submitted=1107160000000000001, withLawyer=1107160000000000002,approved=1107160000000000003,sanctioned=1107160000000000004,disbursed=1107160000000000005,documentsNeeded=1107160000000000006',
      DATA_DIR: dataDir,
    });
    expect(config.seedDemoUsers).toBe(false);
    expect(config.apiDocs).toBe(false);
    expect(config.dataEncryptionKeys).toEqual([{ version: 1, key: Buffer.alloc(32, 0xab) }]);
    expect(config.sms.dltTemplateIds).toMatchObject({
      submitted: '1107160000000000001',
      withLawyer: '1107160000000000002',
    });
    expect(fs.existsSync(path.join(dataDir, 'secrets.json'))).toBe(false);
  });

  it('reads key ids: the first key seals, every listed key opens', () => {
    const config = loadConfig({
      NODE_ENV: 'test',
      DATA_ENCRYPTION_KEY: `2:${'cd'.repeat(32)}, 1:${Buffer.alloc(32, 0xab).toString('base64')}`,
    });
    expect(config.dataEncryptionKeys).toEqual([
      { version: 2, key: Buffer.alloc(32, 0xcd) },
      { version: 1, key: Buffer.alloc(32, 0xab) },
    ]);
    expect(() => loadConfig({ NODE_ENV: 'test', DATA_ENCRYPTION_KEY: `0:${'cd'.repeat(32)}` })).toThrow(
      /id from 1 to 255/,
    );
    expect(() =>
      loadConfig({ NODE_ENV: 'test', DATA_ENCRYPTION_KEY: `2:${'cd'.repeat(32)},2:${'ab'.repeat(32)}` }),
    ).toThrow(/lists a key id twice/);
  });

  it('reads secrets from the files that *_FILE variables name, as container platforms provide them', () => {
    const keyFile = path.join(dataDir, 'data-key');
    const otpFile = path.join(dataDir, 'otp-secret');
    fs.writeFileSync(keyFile, `3:${'ef'.repeat(32)}\n`);
    fs.writeFileSync(otpFile, 'y'.repeat(40));
    const config = loadConfig({ NODE_ENV: 'test', DATA_ENCRYPTION_KEY_FILE: keyFile, OTP_HMAC_SECRET_FILE: otpFile });
    expect(config.dataEncryptionKeys).toEqual([{ version: 3, key: Buffer.alloc(32, 0xef) }]);
    expect(config.otpHmacSecret).toBe('y'.repeat(40));
    expect(() => loadConfig({ NODE_ENV: 'test', OTP_HMAC_SECRET_FILE: path.join(dataDir, 'missing') })).toThrow(
      /OTP_HMAC_SECRET_FILE: cannot read .*missing \(ENOENT\)/,
    );
    expect(() =>
      loadConfig({ NODE_ENV: 'test', OTP_HMAC_SECRET_FILE: otpFile, OTP_HMAC_SECRET: 'z'.repeat(40) }),
    ).toThrow('Set OTP_HMAC_SECRET or OTP_HMAC_SECRET_FILE, not both');
  });

  it('names each invalid variable', () => {
    expect(() => loadConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://x', NODE_ENV: 'test' })).toThrow(
      /PORT: .*\n.*DATABASE_URL: must be a postgres:\/\/ URL or memory:\/\//,
    );
    expect(() => loadConfig({ NODE_ENV: 'test', SMS_PROVIDER: 'http' })).toThrow(/SMS_GATEWAY_URL is required/);
    expect(() => loadConfig({ NODE_ENV: 'test', SMS_DLT_TEMPLATE_IDS: 'submitted=12,paid=34,approved=x' })).toThrow(
      /SMS_DLT_TEMPLATE_IDS: 'paid=34' is not .*\n.*'approved=x' is not/,
    );
    expect(() =>
      loadConfig({ NODE_ENV: 'test', DATA_ENCRYPTION_KEY: 'short', OTP_HMAC_SECRET: 'y'.repeat(32) }),
    ).toThrow(/DATA_ENCRYPTION_KEY must be 32 bytes/);
  });

  it('reads TRUST_PROXY as a flag, a hop count or addresses', () => {
    const trust = (value: string) => loadConfig({ NODE_ENV: 'test', TRUST_PROXY: value }).trustProxy;
    expect(trust('true')).toBe(true);
    expect(trust('false')).toBe(false);
    expect(trust('2')).toBe(2);
    expect(trust('10.0.0.0/8,127.0.0.1')).toBe('10.0.0.0/8,127.0.0.1');
  });

  it('puts the remotes manifest under WEB_ROOT unless told otherwise', () => {
    const config = loadConfig({ NODE_ENV: 'test', WEB_ROOT: '/srv/kcc' });
    expect(config.remotesManifest).toBe('/srv/kcc/shell/dist/remotes.json');
    expect(loadConfig({ NODE_ENV: 'test', SEED_DEMO_USERS: 'false' }).seedDemoUsers).toBe(false);
  });
});
