import { useState } from 'react';
import styled from 'styled-components';
import { LAWYER_DOCUMENT_SLOTS, type LawyerDocumentSlot } from '@kisan-credit/shared-api/contract/options';
import { APPLICATION_MESSAGES } from '@kisan-credit/shared-api/contract/messages/application';
import { Button } from '@kisan-credit/shared-ui/components/Button';
import { DocumentPreviewDialog } from '@kisan-credit/shared-ui/components/DocumentPreviewDialog';
import { DocumentUploadCard } from '@kisan-credit/shared-ui/components/DocumentUploadCard';
import { media } from '@kisan-credit/shared-ui/theme';
import { useLanguage } from '@kisan-credit/shared-ui/i18n/useLanguage';
import { text } from '@kisan-credit/shared-ui/i18n/text';
import type { LegalDocuments } from './useLegalDocuments';

const Cards = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.md};

  ${media.up('md')} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

/** The spec previews the lawyer's documents under a .pdf name; the file's own type still decides the view. */
const previewName = (slot: LawyerDocumentSlot) => `${slot}.pdf`;

/**
 * The four legal document slots: upload, preview, reupload. Once the legal review is complete (`locked`)
 * the uploaded ones can still be previewed, nothing else.
 */
export function LegalDocumentsSection({ documents, locked }: { documents: LegalDocuments; locked: boolean }) {
  const language = useLanguage();
  const [previewing, setPreviewing] = useState<LawyerDocumentSlot | null>(null);
  return (
    <>
      <Cards>
        {LAWYER_DOCUMENT_SLOTS.map((slot) => {
          const state = documents.uploads.stateOf(slot.value);
          const url = documents.urls[slot.value];
          const title = text(slot.label);
          if (locked) {
            return (
              <section key={slot.value} aria-label={title}>
                <h3>{title}</h3>
                {url ? (
                  <Button variant="secondary" onClick={() => setPreviewing(slot.value)}>
                    {text(APPLICATION_MESSAGES.preview)} {title}
                  </Button>
                ) : (
                  <p>{text(APPLICATION_MESSAGES.notUploaded)}</p>
                )}
              </section>
            );
          }
          return (
            <DocumentUploadCard
              key={slot.value}
              slot={slot}
              state={state}
              uploaded={url !== ''}
              language={language}
              onChoose={(file) => documents.uploads.choose(slot.value, file, slot.accept)}
              onUpload={() => void documents.upload(slot.value)}
              onPreview={() => setPreviewing(slot.value)}
              onReupload={() => documents.reupload(slot.value)}
            />
          );
        })}
      </Cards>
      {previewing && (
        <DocumentPreviewDialog
          open
          url={documents.urls[previewing]}
          fileName={previewName(previewing)}
          onClose={() => setPreviewing(null)}
          language={language}
        />
      )}
    </>
  );
}
