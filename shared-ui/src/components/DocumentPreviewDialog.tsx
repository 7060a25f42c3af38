import { useEffect, useState } from 'react';
import styled from 'styled-components';
import { translate, type Language, type Message } from 'shared-api/contract/messages/catalogue';
import { COMMON_MESSAGES } from 'shared-api/contract/messages/common';
import { WIZARD_MESSAGES } from 'shared-api/contract/messages/wizard';
import { useApiAccess } from '../files/apiAccess';
import { fetchPrivateFile } from '../files/privateFile';
import { saveBlob } from '../files/saveBlob';
import { previewKindOf, type PreviewKind } from '../files/previewKind';
import { Button } from './Button';
import { Dialog } from './Dialog';
import { Spinner } from './Spinner';
import { currentLanguage } from '../i18n/language';

export interface DocumentPreviewDialogProps {
  open: boolean;
  onClose: () => void;
  /** The stored file's url, as the upload answered it ('/api/file/…'). */
  url: string;
  /** Shown as the title and used for the download; its extension helps when the server names no type. */
  fileName: string;
  language?: Language;
}

type Preview =
  | { state: 'loading' }
  | { state: 'ready'; objectUrl: string; kind: PreviewKind }
  | { state: 'failed'; kind: PreviewKind; objectUrl?: string };

const Frame = styled.iframe`
  display: block;
  width: 100%;
  height: min(70vh, 48rem);
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
`;

const Image = styled.img`
  display: block;
  max-width: 100%;
  max-height: 70vh;
  margin: 0 auto;
  object-fit: contain;
`;

const Centre = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.xl} 0;
  text-align: center;
`;

const Heading = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: 700;
`;

const Text = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.muted};
`;

const FAILURE_TEXT: Record<PreviewKind, Message> = {
  pdf: COMMON_MESSAGES.unableToLoadPdfPreview,
  image: COMMON_MESSAGES.unableToLoadImagePreview,
  other: COMMON_MESSAGES.previewNotAvailableAdvice,
};

/**
 * The document preview of spec §2. The file is private: it is fetched with the session token and shown
 * from a blob, never from a link that would work without signing in. PDFs in a frame, images as an image,
 * other types 'Preview Not Available' with Download to View; a failure says which preview could not load.
 */
export function DocumentPreviewDialog({
  open,
  onClose,
  url,
  fileName,
  language = currentLanguage(),
}: DocumentPreviewDialogProps) {
  const apiAccess = useApiAccess();
  const [preview, setPreview] = useState<Preview>({ state: 'loading' });
  const t = (message: Message) => translate(message, language);

  useEffect(() => {
    if (!open) return undefined;
    const controller = new AbortController();
    let objectUrl: string | undefined;
    setPreview({ state: 'loading' });
    fetchPrivateFile(url, apiAccess(), controller.signal).then(
      (blob) => {
        objectUrl = URL.createObjectURL(blob);
        setPreview({ state: 'ready', objectUrl, kind: previewKindOf({ contentType: blob.type, fileName }) });
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        console.warn('Document preview failed to load', error);
        setPreview({ state: 'failed', kind: previewKindOf({ fileName }) });
      },
    );
    return () => {
      controller.abort();
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
  }, [open, url, fileName, apiAccess]);

  const objectUrl = preview.state === 'loading' ? undefined : preview.objectUrl;
  const download = () => {
    if (objectUrl) saveBlob(objectUrl, fileName);
  };
  const downloadButton = (label: Message) => (
    <Button onClick={download} disabled={!objectUrl}>
      {t(label)}
    </Button>
  );

  let body;
  if (preview.state === 'loading') {
    body = (
      <Centre>
        <Spinner size="2rem" label={t(WIZARD_MESSAGES.loadingPreview)} />
      </Centre>
    );
  } else if (preview.state === 'failed') {
    body = (
      <Centre role="alert">
        <Heading>{t(COMMON_MESSAGES.previewUnavailable)}</Heading>
        <Text>{t(FAILURE_TEXT[preview.kind])}</Text>
        {downloadButton(COMMON_MESSAGES.downloadToView)}
      </Centre>
    );
  } else if (preview.kind === 'pdf') {
    body = <Frame src={preview.objectUrl} title={fileName} />;
  } else if (preview.kind === 'image') {
    body = (
      <Image
        src={preview.objectUrl}
        alt={fileName}
        onError={() => setPreview({ state: 'failed', kind: 'image', objectUrl: preview.objectUrl })}
      />
    );
  } else {
    body = (
      <Centre>
        <Heading>{t(COMMON_MESSAGES.previewNotAvailable)}</Heading>
        <Text>{t(COMMON_MESSAGES.previewNotAvailableAdvice)}</Text>
        {downloadButton(COMMON_MESSAGES.downloadToView)}
      </Centre>
    );
  }

  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={fileName}
      size="large"
      headerActions={
        <>
          <Button variant="secondary" onClick={download} disabled={!objectUrl}>
            {t(COMMON_MESSAGES.download)}
          </Button>
          <Button variant="ghost" onClick={onClose}>
            {t(COMMON_MESSAGES.close)}
          </Button>
        </>
      }
    >
      {body}
    </Dialog>
  );
}
