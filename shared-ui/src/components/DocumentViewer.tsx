import { useEffect, useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { translate, type Language, type Message } from '@kisan-credit/shared-api/contract/messages/catalogue';
import { COMMON_MESSAGES } from '@kisan-credit/shared-api/contract/messages/common';
import { WIZARD_MESSAGES } from '@kisan-credit/shared-api/contract/messages/wizard';
import { useApiAccess } from '../files/apiAccess';
import { fetchPrivateFile } from '../files/privateFile';
import { previewKindOf, type PreviewKind } from '../files/previewKind';
import { saveBlob } from '../files/saveBlob';
import { currentLanguage } from '../i18n/language';
import { Button } from './Button';
import { Spinner } from './Spinner';

export type DocumentPreview =
  | { state: 'loading' }
  | { state: 'ready'; objectUrl: string; kind: PreviewKind }
  | { state: 'failed'; kind: PreviewKind; objectUrl?: string };

/**
 * A private file fetched with the session token while `active`, as a blob url (never a link that would
 * work without signing in), released when it is no longer shown. `download` saves it under its name.
 */
export function useDocumentFile(url: string, fileName: string, active = true) {
  const apiAccess = useApiAccess();
  const [preview, setPreview] = useState<DocumentPreview>({ state: 'loading' });

  useEffect(() => {
    if (!active) return undefined;
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
  }, [active, url, fileName, apiAccess]);

  const objectUrl = preview.state === 'loading' ? undefined : preview.objectUrl;
  const download = () => {
    if (objectUrl) saveBlob(objectUrl, fileName);
  };
  return { preview, setPreview, objectUrl, download };
}

const Frame = styled.iframe`
  display: block;
  width: 100%;
  height: min(70vh, 48rem);
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
`;

const ImageFrame = styled.div`
  max-height: 70vh;
  overflow: auto;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.staffBackground};
`;

const Image = styled.img<{ $zoom: number; $turns: number }>`
  display: block;
  width: ${({ $zoom }) => `${$zoom * 100}%`};
  max-width: none;
  margin: 0 auto;
  transform: rotate(${({ $turns }) => $turns * 90}deg);
  transform-origin: center;
  object-fit: contain;
`;

const Tools = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  margin-bottom: ${({ theme }) => theme.space.sm};
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

const ZOOMS = [0.5, 0.75, 1, 1.5, 2, 3] as const;

/** An image that can be zoomed (50%–300%) and turned a quarter at a time, to read a photographed document. */
function ZoomableImage({
  src,
  alt,
  onError,
  language,
}: {
  src: string;
  alt: string;
  onError: () => void;
  language: Language;
}) {
  const t = (message: Message) => translate(message, language);
  const [zoomStep, setZoomStep] = useState(ZOOMS.indexOf(1));
  const [turns, setTurns] = useState(0);
  const zoom = ZOOMS[zoomStep]!;
  return (
    <>
      <Tools>
        <Button variant="secondary" onClick={() => setZoomStep(zoomStep - 1)} disabled={zoomStep === 0}>
          {t(COMMON_MESSAGES.zoomOut)}
        </Button>
        <output aria-live="polite">{Math.round(zoom * 100)}%</output>
        <Button variant="secondary" onClick={() => setZoomStep(zoomStep + 1)} disabled={zoomStep === ZOOMS.length - 1}>
          {t(COMMON_MESSAGES.zoomIn)}
        </Button>
        <Button variant="secondary" onClick={() => setTurns((turns + 1) % 4)}>
          {t(COMMON_MESSAGES.rotate)}
        </Button>
      </Tools>
      {/* Focusable, so that a zoomed image can be scrolled with the keyboard too. */}
      <ImageFrame tabIndex={0} role="group" aria-label={alt}>
        <Image src={src} alt={alt} $zoom={zoom} $turns={turns} data-turns={turns} onError={onError} />
      </ImageFrame>
    </>
  );
}

/**
 * What a document preview shows (docs/requirements.md#r2-preview-dialog): PDFs in the browser's own viewer (a frame), images zoomable and
 * rotatable, other types 'Preview Not Available' with Download to View; a failure says which preview could
 * not load.
 */
export function DocumentView({
  file,
  fileName,
  language = currentLanguage(),
}: {
  file: ReturnType<typeof useDocumentFile>;
  fileName: string;
  language?: Language;
}): ReactNode {
  const t = (message: Message) => translate(message, language);
  const { preview, setPreview, objectUrl, download } = file;
  const downloadButton = (
    <Button onClick={download} disabled={!objectUrl}>
      {t(COMMON_MESSAGES.downloadToView)}
    </Button>
  );
  if (preview.state === 'loading') {
    return (
      <Centre>
        <Spinner size="2rem" label={t(WIZARD_MESSAGES.loadingPreview)} />
      </Centre>
    );
  }
  if (preview.state === 'failed') {
    return (
      <Centre role="alert">
        <Heading>{t(COMMON_MESSAGES.previewUnavailable)}</Heading>
        <Text>{t(FAILURE_TEXT[preview.kind])}</Text>
        {downloadButton}
      </Centre>
    );
  }
  if (preview.kind === 'pdf') return <Frame src={preview.objectUrl} title={fileName} />;
  if (preview.kind === 'image') {
    return (
      <ZoomableImage
        src={preview.objectUrl}
        alt={fileName}
        language={language}
        onError={() => setPreview({ state: 'failed', kind: 'image', objectUrl: preview.objectUrl })}
      />
    );
  }
  return (
    <Centre>
      <Heading>{t(COMMON_MESSAGES.previewNotAvailable)}</Heading>
      <Text>{t(COMMON_MESSAGES.previewNotAvailableAdvice)}</Text>
      {downloadButton}
    </Centre>
  );
}

const Panel = styled.aside`
  padding: ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.card};
`;

const PanelHeader = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  margin-bottom: ${({ theme }) => theme.space.sm};

  h2 {
    flex: 1;
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
`;

/** An open document's Download (once the file has arrived) and Close. */
export function DocumentActions({
  file,
  onClose,
  language = currentLanguage(),
}: {
  file: ReturnType<typeof useDocumentFile>;
  onClose: () => void;
  language?: Language;
}) {
  const t = (message: Message) => translate(message, language);
  return (
    <>
      <Button variant="secondary" onClick={file.download} disabled={!file.objectUrl}>
        {t(COMMON_MESSAGES.download)}
      </Button>
      <Button variant="ghost" onClick={onClose}>
        {t(COMMON_MESSAGES.close)}
      </Button>
    </>
  );
}

/**
 * A document open beside the data it supports (the banker's decision screen): its title, Download and
 * Close, and the preview. `title` names it for people; `fileName` is what a download is saved as.
 */
export function DocumentPanel({
  url,
  title,
  fileName,
  onClose,
  language = currentLanguage(),
}: {
  url: string;
  title: string;
  fileName: string;
  onClose: () => void;
  language?: Language;
}) {
  const t = (message: Message) => translate(message, language);
  const file = useDocumentFile(url, fileName);
  return (
    <Panel aria-label={`${t(COMMON_MESSAGES.documentViewer)}: ${title}`} data-print="hide">
      <PanelHeader>
        <h2>{title}</h2>
        <DocumentActions file={file} onClose={onClose} language={language} />
      </PanelHeader>
      <DocumentView file={file} fileName={title} language={language} />
    </Panel>
  );
}
