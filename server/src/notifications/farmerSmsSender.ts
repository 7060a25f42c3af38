import { farmerSmsForStatusChange, type FarmerSmsKind } from '@kisan-credit/shared-api/contract/farmerSms';
import { formatInr } from '@kisan-credit/shared-api/contract/format/currency';
import { translate, type Language } from '@kisan-credit/shared-api/contract/messages/catalogue';
import { FARMER_SMS_TEXTS } from '@kisan-credit/shared-api/contract/messages/farmerSms';
import type { ApplicationStatus } from '@kisan-credit/shared-api/contract/status';
import type { WorkflowRecord } from '@kisan-credit/shared-api/contract/workflow';
import type { Clock } from '../clock';
import type { SmsProvider } from '../sms/smsProvider';
import type { FarmerSmsRepository } from './farmerSmsRepository';
import type { StatusChange } from './statusChanges';

/** A farmer SMS waiting in the job queue: which change of which application it tells of. */
export interface FarmerSmsJob {
  applicationId: string;
  applicationVersion: number;
  /** The status reached, which the SMS tells of. */
  status: ApplicationStatus;
  kind: FarmerSmsKind;
}

/** The job a status change calls for, if the farmer is told of it. */
export function farmerSmsJobFor(change: StatusChange): FarmerSmsJob | undefined {
  const kind = farmerSmsForStatusChange(change.from, change.to, change.workflow);
  return kind && { applicationId: change.applicationId, applicationVersion: change.version, status: change.to, kind };
}

/** The SMS text in the farmer's language, its variable filled from the application. */
export function farmerSmsText(kind: FarmerSmsKind, language: Language, workflow: WorkflowRecord): string {
  const amount = workflow.recordDisbursement?.amount;
  return translate(FARMER_SMS_TEXTS[kind], language).replace('{amount}', formatInr(amount));
}

export interface FarmerSmsSenderOptions {
  repository: FarmerSmsRepository;
  sms: SmsProvider;
  clock: Clock;
  dltTemplateIds: Partial<Record<FarmerSmsKind, string>>;
}

/**
 * Sends one farmer SMS (the job's work). A job run again (a retry after the gateway failed, or after a
 * crash) finds the SMS recorded and sends nothing twice. A gateway failure is thrown, so the queue tries
 * again later.
 */
export function createFarmerSmsSender({ repository, sms, clock, dltTemplateIds }: FarmerSmsSenderOptions) {
  return async function send(job: FarmerSmsJob): Promise<void> {
    if (await repository.wasSent(job.applicationId, job.applicationVersion)) return;
    const recipient = await repository.recipient(job.applicationId);
    if (!recipient) return;
    const text = farmerSmsText(job.kind, recipient.language, recipient.workflow);
    const dltTemplateId = dltTemplateIds[job.kind];
    await sms.send(recipient.phoneNumber, text, dltTemplateId ? { dltTemplateId } : {});
    await repository.record({
      applicationId: job.applicationId,
      applicationVersion: job.applicationVersion,
      kind: job.kind,
      status: job.status,
      language: recipient.language,
      text,
      dltTemplateId: dltTemplateId ?? null,
      sentAt: clock(),
    });
  };
}
