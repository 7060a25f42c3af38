import { useId, useRef, type ChangeEvent } from 'react';
import styled from 'styled-components';
import { APPLICATION_MESSAGES } from '@kisan-credit/shared-api/contract/messages/application';
import { translate, type Language, type Message } from '@kisan-credit/shared-api/contract/messages/catalogue';
import { uploadingPercent, WIZARD_MESSAGES } from '@kisan-credit/shared-api/contract/messages/wizard';
import { acceptAttribute, type DocumentSlotOption } from '@kisan-credit/shared-api/contract/options';
import type { UploadSlotState } from '../files/useFileUploads';
import { Button } from './Button';
import { FieldError } from './Field';
import { ProgressBar } from './ProgressBar';
import { VisuallyHidden } from './VisuallyHidden';
import { currentLanguage } from '../i18n/language';

export interface DocumentUploadCardProps {
  /** The slot it fills: its label, its hint ('PDF/Image', 'Image only (JPG, JPEG, PNG)') and the file types it takes. */
  slot: Pick<DocumentSlotOption, 'label' | 'accept' | 'hint'>;
  /** The card's heading; the slot's label when not given. */
  title?: string;
  /** The slot's upload on this page (useFileUploads): the chosen file, progress, notice and problem. */
  state: UploadSlotState;
  /** The uploaded file's name when none was chosen on this page. */
  savedFileName?: string;
  uploaded: boolean;
  onChoose: (file: File) => void;
  onUpload: () => void;
  onPreview: () => void;
  onReupload: () => void;
  language?: Language;
}

const Card = styled.section<{ $uploaded: boolean }>`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme, $uploaded }) => ($uploaded ? theme.colors.brand : theme.colors.border)};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme, $uploaded }) => ($uploaded ? theme.colors.successSoft : theme.colors.surface)};
  box-shadow: ${({ theme }) => theme.shadows.card};
`;

const Title = styled.h3`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.lg};
`;

const Hint = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.muted};
`;

const FileName = styled.p`
  margin: 0;
  overflow-wrap: anywhere;
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
`;

// The native input stays in the page (focusable, labelled); its label is what people see and press.
const HiddenInput = styled.input`
  position: absolute;
  width: 1px;
  height: 1px;
  opacity: 0;

  &:focus-visible + label {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;

const ChooseLabel = styled.label`
  display: inline-flex;
  align-items: center;
  min-height: ${({ theme }) => theme.touchTarget};
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.lg}`};
  border: 2px solid ${({ theme }) => theme.colors.brand};
  border-radius: ${({ theme }) => theme.radii.md};
  color: ${({ theme }) => theme.colors.brand};
  font-weight: 600;
  cursor: pointer;

  &:hover {
    background: ${({ theme }) => theme.colors.brandSoft};
  }
`;

const Done = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.success};
  font-weight: 700;
`;

/**
 * One document slot (docs/requirements.md#r4-document-slot): empty, then a chosen file with its name and an Upload
 * button, then 'Uploaded Successfully' with Preview and Reupload. Progress shows while the file is sent.
 */
export function DocumentUploadCard({
  slot,
  language = currentLanguage(),
  title = translate(slot.label, language),
  savedFileName,
  state: { file, fileName = savedFileName, uploading, progress, notice, error },
  uploaded,
  onChoose,
  onUpload,
  onPreview,
  onReupload,
}: DocumentUploadCardProps) {
  const inputId = useId();
  const errorId = `${inputId}-error`;
  const inputRef = useRef<HTMLInputElement>(null);
  const t = (message: Message) => translate(message, language);

  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    if (file) onChoose(file);
    // Choosing the same file again after a failed upload must fire change again.
    event.target.value = '';
  };

  return (
    <Card $uploaded={uploaded} aria-label={title}>
      <div>
        <Title>{title}</Title>
        <Hint>{t(slot.hint)}</Hint>
      </div>
      {uploaded ? (
        <>
          <Done role="status">
            <span aria-hidden="true">✓ </span>
            {t(APPLICATION_MESSAGES.uploadedSuccessfully)}
          </Done>
          {fileName && <FileName>{fileName}</FileName>}
          <Row>
            <Button variant="secondary" onClick={onPreview}>
              {t(APPLICATION_MESSAGES.preview)}
              <VisuallyHidden>{` ${title}`}</VisuallyHidden>
            </Button>
            <Button variant="ghost" onClick={onReupload}>
              {t(APPLICATION_MESSAGES.reupload)}
              <VisuallyHidden>{` ${title}`}</VisuallyHidden>
            </Button>
          </Row>
        </>
      ) : (
        <>
          <Row data-print="hide">
            <HiddenInput
              ref={inputRef}
              id={inputId}
              type="file"
              accept={acceptAttribute(slot)}
              onChange={onChange}
              disabled={uploading}
              aria-describedby={error ? errorId : undefined}
              aria-invalid={error ? true : undefined}
            />
            <ChooseLabel htmlFor={inputId}>
              {t(APPLICATION_MESSAGES.chooseFile)}
              <VisuallyHidden>{`: ${title}`}</VisuallyHidden>
            </ChooseLabel>
            {file && (
              <Button onClick={onUpload} busy={uploading} busyText={t(APPLICATION_MESSAGES.uploading)}>
                {t(APPLICATION_MESSAGES.upload)}
                <VisuallyHidden>{` ${title}`}</VisuallyHidden>
              </Button>
            )}
          </Row>
          <FileName>{fileName || t(WIZARD_MESSAGES.noFileChosen)}</FileName>
          {uploading && (
            <>
              <ProgressBar value={progress} label={`${title}: ${t(APPLICATION_MESSAGES.uploading)}`} />
              <Hint aria-live="polite">{notice ?? t(uploadingPercent(Math.round(progress * 100)))}</Hint>
            </>
          )}
        </>
      )}
      {error && (
        <FieldError id={errorId} role="alert">
          {error}
        </FieldError>
      )}
    </Card>
  );
}
