import type { Language } from '@kisan-credit/shared-api/contract/messages/catalogue';
import { currentLanguage } from '../i18n/language';
import { Dialog } from './Dialog';
import { DocumentActions, DocumentView, useDocumentFile } from './DocumentViewer';

export interface DocumentPreviewDialogProps {
  open: boolean;
  onClose: () => void;
  /** The stored file's url, as the upload answered it ('/api/file/…'). */
  url: string;
  /** Shown as the title and used for the download; its extension helps when the server names no type. */
  fileName: string;
  language?: Language;
}

/**
 * The document preview of docs/requirements.md#r2-preview-dialog, in a dialog. The file is private: it is fetched with the session token
 * and shown from a blob (DocumentViewer.tsx), never from a link that would work without signing in.
 */
export function DocumentPreviewDialog({
  open,
  onClose,
  url,
  fileName,
  language = currentLanguage(),
}: DocumentPreviewDialogProps) {
  const file = useDocumentFile(url, fileName, open);
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={fileName}
      size="large"
      headerActions={<DocumentActions file={file} onClose={onClose} language={language} />}
    >
      <DocumentView file={file} fileName={fileName} language={language} />
    </Dialog>
  );
}
