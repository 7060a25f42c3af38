import { useRef, type FormEvent } from 'react';
import { Button } from '@kisan-credit/shared-ui/components/Button';
import { LiveFieldset } from '@kisan-credit/shared-ui/components/LiveFieldset';
import { NoticeBar } from '@kisan-credit/shared-ui/components/NoticeBar';
import { TextAreaField } from '@kisan-credit/shared-ui/components/TextAreaField';
import { TextField } from '@kisan-credit/shared-ui/components/TextField';
import { CONTACT_MESSAGES } from '@kisan-credit/shared-api/contract/messages/contact';
import { text } from '@kisan-credit/shared-ui/i18n/text';
import { ContactCard } from './ContactCard';
import { CONTACT_FIELD_LABELS as LABELS, CONTACT_MAX_LENGTH as MAX, type ContactField } from './contactFields';
import { useContactForm } from './useContactForm';

/**
 * The inquiry form (docs/requirements.md#r2-contact, docs/requirements.md#r5-contact). The browser's own checks are off (noValidate) so the contract's messages
 * show next to the fields; `required` still tells assistive technology.
 */
export function ContactForm() {
  const form = useContactForm();
  const formElement = useRef<HTMLFormElement>(null);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const firstInvalid = await form.submit();
    if (firstInvalid) focusField(formElement.current, firstInvalid);
  };

  const fieldProps = (field: ContactField) => ({
    name: field,
    label: text(LABELS[field]),
    required: true,
    maxLength: MAX[field],
    value: form.values[field],
    error: form.errors[field],
  });

  return (
    <ContactCard title={text(CONTACT_MESSAGES.formTitle)}>
      {form.notice && (
        <NoticeBar kind={form.notice.kind} message={form.notice.message} onDismiss={form.dismissNotice} />
      )}
      <form ref={formElement} noValidate onSubmit={(event) => void onSubmit(event)}>
        <LiveFieldset>
          <TextField
            {...fieldProps('name')}
            autoComplete="name"
            onChange={(event) => form.change('name', event.target.value)}
          />
          <TextField
            {...fieldProps('email')}
            type="email"
            autoComplete="email"
            onChange={(event) => form.change('email', event.target.value)}
          />
          <TextAreaField
            {...fieldProps('message')}
            rows={5}
            onChange={(event) => form.change('message', event.target.value)}
          />
          <Button type="submit" busy={form.busy} busyText={text(CONTACT_MESSAGES.sending)}>
            {text(CONTACT_MESSAGES.sendMessage)}
          </Button>
        </LiveFieldset>
      </form>
    </ContactCard>
  );
}

function focusField(formElement: HTMLFormElement | null, field: ContactField): void {
  const control = formElement?.elements.namedItem(field);
  if (control instanceof HTMLElement) control.focus();
}
