import { useState } from 'react';
import { errorTextOr } from '@kisan-credit/shared-api/client/errors';
import { useAppStore } from '@kisan-credit/shared-api/client/hooks';
import { answerOf, apiOf } from '@kisan-credit/shared-api/client/lazyApi';
import { CONTACT_MESSAGES } from '@kisan-credit/shared-api/contract/messages/contact';
import type { NoticeKind } from '@kisan-credit/shared-ui/components/NoticeBar';
import { text } from '@kisan-credit/shared-ui/i18n/text';
import {
  CONTACT_FIELDS,
  EMPTY_CONTACT,
  type ContactField,
  type ContactFieldErrors,
  type ContactValues,
} from './contactFields';

export interface ContactNotice {
  kind: Extract<NoticeKind, 'success' | 'error'>;
  message: string;
}

/**
 * The contact form's state (docs/requirements.md#r2-contact, docs/requirements.md#r5-contact, docs/requirements.md#r8-errors): every field required and the email well formed, checked
 * with the contract's schema; then POST /contact/inquiry. Success clears the form; a failure shows the
 * server's text, else 'Failed to send message. Please try again.'
 */
export function useContactForm() {
  const store = useAppStore();
  const [values, setValues] = useState<ContactValues>(EMPTY_CONTACT);
  const [errors, setErrors] = useState<ContactFieldErrors>({});
  const [notice, setNotice] = useState<ContactNotice | null>(null);
  // One flag from the click until the answer: loading the check, then sending.
  const [busy, setBusy] = useState(false);

  function change(field: ContactField, value: string): void {
    setValues((current) => ({ ...current, [field]: value }));
    // The field's message stays until the visitor changes that field.
    setErrors((current) => ({ ...current, [field]: undefined }));
  }

  /** Answers the first field that needs correcting, so the form can move focus there. */
  async function submit(): Promise<ContactField | undefined> {
    if (busy) return undefined;
    setNotice(null);
    setBusy(true);
    try {
      const [{ checkContactInquiry }, api] = await Promise.all([import('./checkContactInquiry'), apiOf(store)]);
      const check = checkContactInquiry(values);
      if (check.errors) {
        setErrors(check.errors);
        return CONTACT_FIELDS.find((field) => check.errors[field]);
      }
      setErrors({});
      await answerOf(store.dispatch(api.endpoints.sendContactInquiry.initiate(check.inquiry)));
      setValues(EMPTY_CONTACT);
      setNotice({ kind: 'success', message: text(CONTACT_MESSAGES.sent) });
    } catch (failure) {
      setNotice({ kind: 'error', message: errorTextOr(failure, text(CONTACT_MESSAGES.failed)) });
    } finally {
      setBusy(false);
    }
    return undefined;
  }

  return {
    values,
    errors,
    notice,
    dismissNotice: () => setNotice(null),
    busy,
    change,
    submit,
  };
}
