import styled from 'styled-components';
import { APPLICATION_MESSAGES, documentsUploaded } from '@kisan-credit/shared-api/contract/messages/application';
import { WIZARD_MESSAGES } from '@kisan-credit/shared-api/contract/messages/wizard';
import { FARMER_DOCUMENT_SLOTS, type FarmerDocumentSlot } from '@kisan-credit/shared-api/contract/options';
import { DocumentChecklist } from '@kisan-credit/shared-ui/components/DocumentChecklist';
import { DocumentUploadCard } from '@kisan-credit/shared-ui/components/DocumentUploadCard';
import { ProgressBar } from '@kisan-credit/shared-ui/components/ProgressBar';
import { media } from '@kisan-credit/shared-ui/theme';
import { useLanguage } from '@kisan-credit/shared-ui/i18n/useLanguage';
import { text } from '@kisan-credit/shared-ui/i18n/text';
import { useKccForm } from '../../form/KccFormContext';
import { Note, Section } from '@kisan-credit/shared-ui/components/FormLayout';
import { useWizardServices } from '../../wizard/WizardServices';

const Cards = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space.md};

  ${media.up('sm')} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }

  ${media.up('lg')} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
`;

const Checklist = styled.ul`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space.xs};
  margin: ${({ theme }) => theme.space.md} 0;
  padding: 0;
  list-style: none;

  ${media.up('sm')} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

const Mark = styled.span<{ $done: boolean }>`
  display: inline-block;
  width: 1.5rem;
  font-weight: 700;
  color: ${({ theme, $done }) => ($done ? theme.colors.success : theme.colors.danger)};
`;

const Count = styled.p`
  margin: ${({ theme }) => theme.space.sm} 0 0;
  font-weight: 700;
`;

const BeforeYouStart = styled(DocumentChecklist)`
  margin-bottom: ${({ theme }) => theme.space.md};
`;

const slotKey = (slot: FarmerDocumentSlot) => `documents.${slot}`;

/** Step 1: the seven upload cards and the upload progress panel (docs/requirements.md#r2-step-documents, docs/requirements.md#r4-document-slot). */
export function DocumentsStep() {
  const language = useLanguage();
  const { form, edit } = useKccForm();
  const { uploads, suggestions, openPreview } = useWizardServices();
  const uploadedCount = FARMER_DOCUMENT_SLOTS.filter((slot) => Boolean(form.documents[slot.value])).length;

  const upload = async (slot: FarmerDocumentSlot, file: File) => {
    const url = await uploads.upload(slotKey(slot), { doctype: slot }, file);
    if (!url) return;
    edit((draft) => {
      draft.documents[slot] = url;
    });
    suggestions.startAfterUpload();
  };

  const reupload = (slot: FarmerDocumentSlot) => {
    edit((draft) => {
      delete draft.documents[slot];
    });
    uploads.reset(slotKey(slot));
    suggestions.clear();
  };

  return (
    <>
      <BeforeYouStart language={language} />
      <Section title={text(WIZARD_MESSAGES.uploadProgress)}>
        <ProgressBar
          value={uploadedCount / FARMER_DOCUMENT_SLOTS.length}
          label={text(WIZARD_MESSAGES.uploadProgress)}
          valueText={text(documentsUploaded(uploadedCount, FARMER_DOCUMENT_SLOTS.length))}
        />
        <Checklist>
          {FARMER_DOCUMENT_SLOTS.map((slot) => {
            const done = Boolean(form.documents[slot.value]);
            return (
              <li key={slot.value}>
                <Mark $done={done} aria-hidden="true">
                  {done ? '✓' : '✗'}
                </Mark>
                {text(slot.label)}: {text(done ? APPLICATION_MESSAGES.uploaded : APPLICATION_MESSAGES.notUploaded)}
              </li>
            );
          })}
        </Checklist>
        <Count>{text(documentsUploaded(uploadedCount, FARMER_DOCUMENT_SLOTS.length))}</Count>
        {suggestions.processing && <Note role="status">{text(WIZARD_MESSAGES.readingDocuments)}</Note>}
      </Section>
      <Cards>
        {FARMER_DOCUMENT_SLOTS.map((slot) => {
          const state = uploads.stateOf(slotKey(slot.value));
          const url = form.documents[slot.value];
          const title = text(slot.label);
          return (
            <DocumentUploadCard
              key={slot.value}
              slot={slot}
              state={state}
              uploaded={Boolean(url)}
              language={language}
              onChoose={(file) => uploads.choose(slotKey(slot.value), file, slot.accept)}
              onUpload={() => state.file && void upload(slot.value, state.file)}
              onPreview={() => url && openPreview(url, state.fileName ?? title)}
              onReupload={() => reupload(slot.value)}
            />
          );
        })}
      </Cards>
    </>
  );
}
