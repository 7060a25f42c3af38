import { translate } from '@kisan-credit/shared-api/contract/messages/catalogue';
import type { KccApplication } from '@kisan-credit/shared-api/contract/application';
import {
  isSanctioned,
  LETTER_KINDS,
  type IssuedLetter,
  type LetterKind,
} from '@kisan-credit/shared-api/contract/letters';
import type { Message } from '@kisan-credit/shared-api/contract/messages/catalogue';
import { LETTER_MESSAGES } from '@kisan-credit/shared-api/contract/messages/letters';
import type { ApplicationService } from '../applications/applicationService';
import type { Caller } from '../organisation/actor';
import type { Clock } from '../clock';
import type { DocumentService } from '../documents/documentService';
import { documentUrl } from '../documents/documentUrls';
import { Conflict } from '../domain/errors';
import { applicationSummaryBlocks, sanctionLetterBlocks } from './letterContent';
import { renderLetterPdf, type LetterBlock } from './letterPdf';

const CONTENT: Record<
  LetterKind,
  { blocks: (application: KccApplication, issuedOn: Date) => LetterBlock[]; title: Message }
> = {
  sanctionLetter: { blocks: sanctionLetterBlocks, title: LETTER_MESSAGES.sanctionLetterTitle },
  applicationSummary: { blocks: applicationSummaryBlocks, title: LETTER_MESSAGES.applicationSummaryTitle },
};

const sanctioned = (application: KccApplication) =>
  isSanctioned(application.status, application.bankDetails?.loanAmountSanctioned);

export interface LetterServiceOptions {
  applications: ApplicationService;
  documents: Pick<DocumentService, 'keepGenerated' | 'generatedIn'>;
  clock: Clock;
}

/**
 * The bank's letters (docs/requirements.md#r10-letters): made on the server as PDF in English and Hindi, kept as documents
 * of the application (a new issue replaces the earlier one). The farmer sees the sanction letter once the
 * loan is sanctioned; staff see whatever was issued, on applications they may read.
 */
export function createLetterService({ applications, documents, clock }: LetterServiceOptions) {
  return {
    async issue(caller: Caller, userId: string, kind: LetterKind): Promise<IssuedLetter> {
      const application = await applications.read(caller, userId);
      if (kind === 'sanctionLetter' && !sanctioned(application)) throw new Conflict('notYetSanctioned');
      const now = clock();
      const { title } = CONTENT[kind];
      const bytes = await renderLetterPdf(
        CONTENT[kind].blocks(application, now),
        {
          title: `${translate(title, 'en')} / ${translate(title, 'hi')}`,
          subject: application._id,
          language: 'en, hi',
        },
        now,
      );
      const fileName = `${kind === 'sanctionLetter' ? 'sanction-letter' : 'application-summary'}-${application._id}.pdf`;
      const { url, createdAt } = await documents.keepGenerated(caller, application.userId, kind, bytes, fileName);
      return { kind, url, issuedAt: createdAt.toISOString() };
    },

    async list(caller: Caller, userIdQuery: string | undefined): Promise<IssuedLetter[]> {
      const application = await applications.read(caller, userIdQuery);
      const kinds: readonly LetterKind[] =
        caller.role !== 'user' ? LETTER_KINDS : sanctioned(application) ? ['sanctionLetter'] : [];
      if (kinds.length === 0) return [];
      const files = await documents.generatedIn(application.userId, kinds);
      return files.map((file) => ({
        kind: file.slot as LetterKind,
        url: documentUrl(file.id),
        issuedAt: file.createdAt.toISOString(),
      }));
    },
  };
}

export type LetterService = ReturnType<typeof createLetterService>;
