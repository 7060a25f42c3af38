import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DEFAULT_SERVICE_LEVEL_DAYS } from '@kisan-credit/shared-api/contract/applicationList';
import { FARMER_SMS_KINDS, type FarmerSmsKind } from '@kisan-credit/shared-api/contract/farmerSms';
import { z } from 'zod';
import { generateSecrets, loadOrCreateDevSecrets } from './devSecrets';

/** The monorepo root (server/src → ..). Default home of `data/` and of the built apps. */
export const REPO_ROOT = path.resolve(__dirname, '..', '..');

export type SmsProviderName = 'console' | 'http';

export interface AppConfig {
  port: number;
  host: string;
  nodeEnv: 'development' | 'production' | 'test';
  isProduction: boolean;
  /** Unset: embedded PGlite in `<dataDir>/pglite`; `memory://`: PGlite in memory; else a postgres:// URL. */
  databaseUrl: string | undefined;
  dataDir: string;
  logLevel: string;
  trustProxy: boolean | number | string;
  sms: {
    provider: SmsProviderName;
    gatewayUrl: string | undefined;
    gatewayToken: string | undefined;
    senderId: string;
    timeoutMs: number;
    /** India's DLT template id of each farmer SMS (SMS_DLT_TEMPLATE_IDS); sent with the message. */
    dltTemplateIds: Partial<Record<FarmerSmsKind, string>>;
    /** How often a farmer SMS the gateway refused is tried again, the first wait (doubling each time). */
    retries: number;
    retryDelaySeconds: number;
  };
  otpHmacSecret: string;
  /** AES-256-GCM keys by id: the first seals, every one opens (a rotation lists the new key first). */
  dataEncryptionKeys: readonly DataEncryptionKey[];
  session: { idleMinutes: number; absoluteHours: number };
  otpLimits: OtpLimits;
  /** Swagger UI and the OpenAPI document at /api/docs. */
  apiDocs: boolean;
  webRoot: string;
  remotesManifest: string;
  seedDemoUsers: boolean;
  uploads: {
    maxBytes: number;
    perUserPerHour: number;
    /** How often expired resumable uploads and their parts are deleted. */
    sweepIntervalMs: number;
  };
  /** Documents of one user being read (OCR) at once; more wait in the queue. */
  readingsPerUser: number;
  /** The bank's service-level target: days an application may wait at one step (docs/requirements.md#r10-queues). */
  serviceLevelDays: number;
  /** How long a request's body may take to arrive: JSON, and document uploads (answered 408 after). */
  bodyTimeouts: { jsonMs: number; uploadMs: number };
  fileStorage: LocalFileStorageConfig | S3FileStorageConfig;
  /** OCR and PDF reading threads of the in-process extraction worker; 0: this process runs no extraction. */
  extractionWorkers: number;
}

export interface DataEncryptionKey {
  /** 1–255, written into every sealed value and document. */
  version: number;
  /** 32 bytes. */
  key: Buffer;
}

export interface OtpLimits {
  /** Codes one phone may be sent from one address in an hour: the owner's own allowance. */
  sendsPerPhonePerIpPerHour: number;
  /** Codes one phone may be sent in an hour from every address together (bounds SMS to one number). */
  sendsPerPhonePerHour: number;
  /** Codes one address may request in an hour, to any numbers (bounds SMS pumping from one address). */
  sendsPerIpPerHour: number;
}

export interface LocalFileStorageConfig {
  kind: 'local';
  directory: string;
}
export interface S3FileStorageConfig {
  kind: 's3';
  endpoint: string;
  region: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** bucket in the path (MinIO and most S3-compatible stores) rather than in the host name (AWS). */
  forcePathStyle: boolean;
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}

const blankAsUndefined = (value: unknown) => (value === '' ? undefined : value);
const optionalText = z.preprocess(blankAsUndefined, z.string().optional());
const nonNegativeInt = (fallback: number) =>
  z.preprocess(blankAsUndefined, z.coerce.number().int().min(0).default(fallback));
const positiveInt = (fallback: number) =>
  z.preprocess(blankAsUndefined, z.coerce.number().int().positive().default(fallback));

/** Every environment variable the server reads, with its default. The README's table mirrors this. */
const envSchema = z.object({
  PORT: z.preprocess(blankAsUndefined, z.coerce.number().int().min(0).max(65535).default(8080)),
  HOST: z.preprocess(blankAsUndefined, z.string().default('0.0.0.0')),
  NODE_ENV: z.preprocess(blankAsUndefined, z.enum(['development', 'production', 'test']).default('development')),
  DATABASE_URL: z.preprocess(
    blankAsUndefined,
    z
      .string()
      .refine((url) => /^(postgres(ql)?:\/\/|memory:\/\/$)/.test(url), 'must be a postgres:// URL or memory://')
      .optional(),
  ),
  DATA_DIR: optionalText,
  LOG_LEVEL: z.preprocess(
    blankAsUndefined,
    z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  ),
  TRUST_PROXY: optionalText,
  SMS_PROVIDER: z.preprocess(blankAsUndefined, z.enum(['console', 'http']).default('console')),
  SMS_GATEWAY_URL: z.preprocess(blankAsUndefined, z.url({ protocol: /^https?$/ }).optional()),
  SMS_GATEWAY_TOKEN: optionalText,
  SMS_SENDER_ID: z.preprocess(blankAsUndefined, z.string().default('KISANC')),
  SMS_TIMEOUT_MS: positiveInt(10_000),
  SMS_DLT_TEMPLATE_IDS: z.preprocess(blankAsUndefined, z.string().default('').transform(parseDltTemplateIds)),
  SMS_RETRIES: nonNegativeInt(5),
  SMS_RETRY_DELAY_SECONDS: nonNegativeInt(60),
  OTP_HMAC_SECRET: z.preprocess(blankAsUndefined, z.string().min(32, 'must be at least 32 characters').optional()),
  DATA_ENCRYPTION_KEY: optionalText,
  SESSION_IDLE_MINUTES: positiveInt(60),
  SESSION_ABSOLUTE_HOURS: positiveInt(12),
  OTP_SENDS_PER_PHONE_PER_IP_PER_HOUR: positiveInt(5),
  OTP_SENDS_PER_PHONE_PER_HOUR: positiveInt(30),
  OTP_SENDS_PER_IP_PER_HOUR: positiveInt(20),
  API_DOCS: z.preprocess(blankAsUndefined, z.enum(['true', 'false']).optional()),
  UPLOADS_PER_USER_PER_HOUR: positiveInt(60),
  READINGS_PER_USER: positiveInt(2),
  SERVICE_LEVEL_DAYS: positiveInt(DEFAULT_SERVICE_LEVEL_DAYS),
  BODY_TIMEOUT_SECONDS: positiveInt(15),
  UPLOAD_TIMEOUT_SECONDS: positiveInt(180),
  UPLOAD_SWEEP_SECONDS: positiveInt(3600),
  WEB_ROOT: optionalText,
  REMOTES_MANIFEST: optionalText,
  SEED_DEMO_USERS: z.preprocess(blankAsUndefined, z.enum(['true', 'false']).optional()),
  UPLOAD_MAX_BYTES: positiveInt(10 * 1024 * 1024),
  FILE_STORAGE: z.preprocess(blankAsUndefined, z.enum(['local', 's3']).default('local')),
  FILES_DIR: optionalText,
  S3_ENDPOINT: z.preprocess(blankAsUndefined, z.url({ protocol: /^https?$/ }).optional()),
  S3_REGION: z.preprocess(blankAsUndefined, z.string().default('us-east-1')),
  S3_BUCKET: optionalText,
  S3_ACCESS_KEY_ID: optionalText,
  S3_SECRET_ACCESS_KEY: optionalText,
  S3_FORCE_PATH_STYLE: z.preprocess(blankAsUndefined, z.enum(['true', 'false']).default('true')),
  EXTRACTION_WORKERS: z.preprocess(
    blankAsUndefined,
    z.coerce
      .number()
      .int()
      .min(0)
      .max(16)
      .default(Math.max(1, os.availableParallelism() - 1)),
  ),
});

/**
 * `submitted=1107161234567890123,withLawyer=…`: each farmer SMS's DLT template id (digits). An unknown
 * name or a malformed id stops the server rather than sending SMS operators would drop.
 */
function parseDltTemplateIds(text: string, context: z.RefinementCtx): Partial<Record<FarmerSmsKind, string>> {
  const ids: Partial<Record<FarmerSmsKind, string>> = {};
  for (const pair of text
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)) {
    const [name = '', id = ''] = pair.split('=').map((part) => part.trim());
    if (!(FARMER_SMS_KINDS as readonly string[]).includes(name) || !/^\d{1,30}$/.test(id)) {
      context.addIssue({ code: 'custom', message: `'${pair}' is not <${FARMER_SMS_KINDS.join('|')}>=<digits>` });
      continue;
    }
    ids[name as FarmerSmsKind] = id;
  }
  return ids;
}

type Env = Record<string, string | undefined>;

/** Secrets a container platform may hand over as files: `<NAME>_FILE` holds the path. */
const SECRETS_FROM_FILES = [
  'DATABASE_URL',
  'OTP_HMAC_SECRET',
  'DATA_ENCRYPTION_KEY',
  'SMS_GATEWAY_TOKEN',
  'S3_ACCESS_KEY_ID',
  'S3_SECRET_ACCESS_KEY',
] as const;

/** The environment with every `<NAME>_FILE` read into `<NAME>` (its content, without the final newline). */
export function withSecretFiles(env: Env): Env {
  const resolved: Env = { ...env };
  for (const name of SECRETS_FROM_FILES) {
    const file = env[`${name}_FILE`];
    if (!file) continue;
    if (env[name]) throw new ConfigError(`Set ${name} or ${name}_FILE, not both`);
    try {
      resolved[name] = fs.readFileSync(file, 'utf8').replace(/\r?\n$/, '');
    } catch (error) {
      throw new ConfigError(`${name}_FILE: cannot read ${file} (${(error as NodeJS.ErrnoException).code ?? 'error'})`);
    }
  }
  return resolved;
}

/** Reads the environment once, at start; anything wrong stops the server with every problem listed. */
export function loadConfig(env: Env = process.env): AppConfig {
  const parsed = envSchema.safeParse(withSecretFiles(env));
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const vars = parsed.data;
  const isProduction = vars.NODE_ENV === 'production';
  const dataDir = path.resolve(vars.DATA_DIR ?? path.join(REPO_ROOT, 'data'));
  const webRoot = path.resolve(vars.WEB_ROOT ?? REPO_ROOT);

  const problems: string[] = [];
  if (isProduction) {
    if (vars.SMS_PROVIDER === 'console') {
      problems.push('SMS_PROVIDER is console, which only prints codes: set SMS_PROVIDER=http and SMS_GATEWAY_URL');
    }
    const withoutTemplate = FARMER_SMS_KINDS.filter((kind) => !vars.SMS_DLT_TEMPLATE_IDS[kind]);
    if (withoutTemplate.length > 0) {
      problems.push(
        `SMS_DLT_TEMPLATE_IDS has no DLT template id for ${withoutTemplate.join(', ')}: Indian operators drop such SMS`,
      );
    }
    if (!vars.OTP_HMAC_SECRET) problems.push('OTP_HMAC_SECRET is required in production');
    if (!vars.DATA_ENCRYPTION_KEY) problems.push('DATA_ENCRYPTION_KEY is required in production');
  }
  if (vars.SMS_PROVIDER === 'http' && !vars.SMS_GATEWAY_URL) {
    problems.push('SMS_GATEWAY_URL is required when SMS_PROVIDER=http');
  }
  if (vars.FILE_STORAGE === 's3') {
    const missing = (['S3_ENDPOINT', 'S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const).filter(
      (name) => !vars[name],
    );
    if (missing.length > 0) problems.push(`${missing.join(', ')} required when FILE_STORAGE=s3`);
  }
  if (problems.length > 0) throw new ConfigError(`Cannot start:\n${problems.map((p) => `  ${p}`).join('\n')}`);

  const fallbackSecrets = () => (vars.NODE_ENV === 'test' ? generateSecrets() : loadOrCreateDevSecrets(dataDir));
  const needsFallback = !vars.OTP_HMAC_SECRET || !vars.DATA_ENCRYPTION_KEY;
  const fallback = needsFallback ? fallbackSecrets() : undefined;
  const encryptionKeyText = vars.DATA_ENCRYPTION_KEY ?? fallback!.dataEncryptionKey;

  return {
    port: vars.PORT,
    host: vars.HOST,
    nodeEnv: vars.NODE_ENV,
    isProduction,
    databaseUrl: vars.DATABASE_URL,
    dataDir,
    logLevel: vars.LOG_LEVEL,
    trustProxy: parseTrustProxy(vars.TRUST_PROXY),
    sms: {
      provider: vars.SMS_PROVIDER,
      gatewayUrl: vars.SMS_GATEWAY_URL,
      gatewayToken: vars.SMS_GATEWAY_TOKEN,
      senderId: vars.SMS_SENDER_ID,
      timeoutMs: vars.SMS_TIMEOUT_MS,
      dltTemplateIds: vars.SMS_DLT_TEMPLATE_IDS,
      retries: vars.SMS_RETRIES,
      retryDelaySeconds: vars.SMS_RETRY_DELAY_SECONDS,
    },
    otpHmacSecret: vars.OTP_HMAC_SECRET ?? fallback!.otpHmacSecret,
    dataEncryptionKeys: parseEncryptionKeys(encryptionKeyText),
    session: { idleMinutes: vars.SESSION_IDLE_MINUTES, absoluteHours: vars.SESSION_ABSOLUTE_HOURS },
    otpLimits: {
      sendsPerPhonePerIpPerHour: vars.OTP_SENDS_PER_PHONE_PER_IP_PER_HOUR,
      sendsPerPhonePerHour: vars.OTP_SENDS_PER_PHONE_PER_HOUR,
      sendsPerIpPerHour: vars.OTP_SENDS_PER_IP_PER_HOUR,
    },
    apiDocs: vars.API_DOCS === undefined ? !isProduction : vars.API_DOCS === 'true',
    webRoot,
    remotesManifest: path.resolve(vars.REMOTES_MANIFEST ?? path.join(webRoot, 'shell', 'dist', 'remotes.json')),
    seedDemoUsers: !isProduction && vars.SEED_DEMO_USERS !== 'false',
    uploads: {
      maxBytes: vars.UPLOAD_MAX_BYTES,
      perUserPerHour: vars.UPLOADS_PER_USER_PER_HOUR,
      sweepIntervalMs: vars.UPLOAD_SWEEP_SECONDS * 1000,
    },
    readingsPerUser: vars.READINGS_PER_USER,
    serviceLevelDays: vars.SERVICE_LEVEL_DAYS,
    bodyTimeouts: { jsonMs: vars.BODY_TIMEOUT_SECONDS * 1000, uploadMs: vars.UPLOAD_TIMEOUT_SECONDS * 1000 },
    fileStorage:
      vars.FILE_STORAGE === 's3'
        ? {
            kind: 's3',
            endpoint: vars.S3_ENDPOINT!,
            region: vars.S3_REGION,
            bucket: vars.S3_BUCKET!,
            accessKeyId: vars.S3_ACCESS_KEY_ID!,
            secretAccessKey: vars.S3_SECRET_ACCESS_KEY!,
            forcePathStyle: vars.S3_FORCE_PATH_STYLE === 'true',
          }
        : { kind: 'local', directory: path.resolve(vars.FILES_DIR ?? path.join(dataDir, 'files')) },
    extractionWorkers: vars.EXTRACTION_WORKERS,
  };
}

/** 'true'/'false', a hop count, or addresses/CIDRs as Fastify's trustProxy accepts them. */
function parseTrustProxy(value: string | undefined): boolean | number | string {
  if (value === undefined || value === 'false') return false;
  if (value === 'true') return true;
  if (/^\d+$/.test(value)) return Number(value);
  return value;
}

/**
 * DATA_ENCRYPTION_KEY: comma-separated `<id>:<key>` (id 1–255; key 32 bytes as 64 hex digits or base64).
 * The first seals, every one opens. A key without an id is key 1 (as every key was before ids).
 */
export function parseEncryptionKeys(text: string): DataEncryptionKey[] {
  const keys = text.split(',').map((entry) => {
    const [, id, encoded] = /^\s*(?:(\d{1,3}):)?(\S+?)\s*$/.exec(entry) ?? [];
    const version = id === undefined ? 1 : Number(id);
    if (!encoded || !Number.isInteger(version) || version < 1 || version > 255) {
      throw new ConfigError('DATA_ENCRYPTION_KEY entries are <id>:<key> with an id from 1 to 255');
    }
    const key = /^[0-9a-f]{64}$/i.test(encoded) ? Buffer.from(encoded, 'hex') : Buffer.from(encoded, 'base64');
    if (key.length !== 32) {
      throw new ConfigError(
        `DATA_ENCRYPTION_KEY must be 32 bytes, written as 64 hex digits or base64 (key ${version})`,
      );
    }
    return { version, key };
  });
  const ids = keys.map((key) => key.version);
  if (new Set(ids).size !== ids.length) throw new ConfigError('DATA_ENCRYPTION_KEY lists a key id twice');
  return keys;
}
