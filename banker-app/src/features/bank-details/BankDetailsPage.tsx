import { useState, type FormEvent } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import styled from 'styled-components';
import { usePatchApplicationMutation } from '@kisan-credit/shared-api/client/api';
import { useLatestApplication } from '@kisan-credit/shared-api/client/useLatestApplication';
import type { KccApplication } from '@kisan-credit/shared-api/contract/application';
import { normalizeBankDetailsForForm } from '@kisan-credit/shared-api/contract/bankDetails';
import { COMMON_MESSAGES } from '@kisan-credit/shared-api/contract/messages/common';
import { APPLICATION_MESSAGES } from '@kisan-credit/shared-api/contract/messages/application';
import {
  APPLICATION_PREVIEW_MESSAGES,
  BANK_DETAILS_MESSAGES as M,
} from '@kisan-credit/shared-api/contract/messages/dashboard';
import { bankDetailsIssues } from '@kisan-credit/shared-api/contract/bankDetailsChecks';
import { eligibleKccLimit } from '@kisan-credit/shared-api/contract/calculations/kccLimit';
import { formatInr } from '@kisan-credit/shared-api/contract/format/currency';
import { DetailList } from '@kisan-credit/shared-ui/components/DetailList';
import { FIELD_LABELS } from '@kisan-credit/shared-api/contract/messages/fields';
import { ROUTES } from '@kisan-credit/shared-api/contract/roles';
import { RATE_STEP } from '@kisan-credit/shared-api/contract/limits';
import { Button } from '@kisan-credit/shared-ui/components/Button';
import { Grid, Section } from '@kisan-credit/shared-ui/components/FormLayout';
import { MessageDialog } from '@kisan-credit/shared-ui/components/MessageDialog';
import { SelectField } from '@kisan-credit/shared-ui/components/SelectField';
import { Spinner } from '@kisan-credit/shared-ui/components/Spinner';
import { StaffScreen } from '@kisan-credit/shared-ui/components/StaffScreen';
import { TextAreaField } from '@kisan-credit/shared-ui/components/TextAreaField';
import { TextField } from '@kisan-credit/shared-ui/components/TextField';
import { RefusedSaveDialog } from '@kisan-credit/shared-ui/components/RefusedSaveDialog';
import { editsToReapply } from '@kisan-credit/shared-ui/forms/editsToReapply';
import { saveRefusalOf, type SaveRefusal } from '@kisan-credit/shared-ui/forms/saveRefusal';
import { useLanguage } from '@kisan-credit/shared-ui/i18n/useLanguage';
import { text } from '@kisan-credit/shared-ui/i18n/text';
import {
  BANK_DETAILS_SECTIONS,
  bankDetailsForSave,
  type BankDetailsFieldName,
  type BankDetailsInput,
} from './bankDetailsSections';

const Buttons = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
  margin: ${({ theme }) => `${theme.space.md} 0`};
`;

type FormValues = Partial<Record<BankDetailsFieldName, string | number>>;

/** /bank-details/:userId (docs/requirements.md#r2-bank-details): sanction and disbursement data of one application. */
export function BankDetailsPage() {
  const language = useLanguage();
  const { userId = '' } = useParams();
  const navigate = useNavigate();
  const { application, loading, refetch } = useLatestApplication(userId);
  const failed = !loading && !application;
  // Bumped by Reload after a conflict: the form starts again from the latest saved details. (Not keyed by
  // version: a successful save also brings a new version, and the success message must stay.)
  const [loadCount, setLoadCount] = useState(0);
  // After a refused save: the officer's edits, put back on the latest details once they are loaded.
  const [reapply, setReapply] = useState<FormValues>({});

  return (
    <StaffScreen title={M.title}>
      <Buttons>
        <Button variant="secondary" onClick={() => navigate(ROUTES.bankerDashboard)}>
          {text(COMMON_MESSAGES.backToDashboard)}
        </Button>
      </Buttons>
      {loading && (
        <p role="status">
          <Spinner /> {text(M.loading)}
        </p>
      )}
      {application && (
        <BankDetailsForm
          key={loadCount}
          application={application}
          edits={reapply}
          onReload={(edits) => {
            setReapply(edits);
            void refetch().then(() => setLoadCount((count) => count + 1));
          }}
        />
      )}
      <MessageDialog
        open={failed}
        type="error"
        message={text(COMMON_MESSAGES.failedToFetchApplicationDetails)}
        onClose={() => navigate(ROUTES.bankerDashboard)}
        language={language}
      />
    </StaffScreen>
  );
}

interface BankDetailsFormProps {
  application: KccApplication;
  /** Edits to put back on the loaded details (after a refused save and a Reload). */
  edits: FormValues;
  onReload: (edits: FormValues) => void;
}

function BankDetailsForm({ application, edits, onReload }: BankDetailsFormProps) {
  const language = useLanguage();
  const navigate = useNavigate();
  const [loaded] = useState<FormValues>(() => normalizeBankDetailsForForm(application.bankDetails));
  const [values, setValues] = useState<FormValues>(() => ({ ...loaded, ...edits }));
  const [save, { isLoading }] = usePatchApplicationMutation();
  const [saved, setSaved] = useState(false);
  const [refusal, setRefusal] = useState<SaveRefusal>();
  // The version these details were loaded from: a change someone made meanwhile is refused, not overwritten.
  const [version, setVersion] = useState(application.version);

  const eligibleLimit = eligibleKccLimit(application);
  const issues = bankDetailsIssues(values, eligibleLimit);
  const issueOf = (field: BankDetailsFieldName) => issues.find((issue) => issue.field === field)?.message;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setRefusal(undefined);
    if (issues.length > 0) {
      setRefusal({ kind: 'refused', message: text(issues[0]!.message) });
      return;
    }
    try {
      const answer = await save({
        userId: application.userId,
        version,
        body: { bankDetails: bankDetailsForSave(values) },
      }).unwrap();
      setVersion(answer.version);
      setSaved(true);
    } catch (error) {
      setRefusal(saveRefusalOf(error, text(COMMON_MESSAGES.updateFailed)));
    }
  };

  return (
    <form noValidate onSubmit={(event) => void submit(event)} aria-label={text(M.title)}>
      <ApplicationContext application={application} eligibleLimit={eligibleLimit} />
      {BANK_DETAILS_SECTIONS.map((section) => (
        <Section key={section.title.key} title={text(section.title)}>
          <Grid>
            {section.fields.map((field) => (
              <BankDetailsControl
                key={field.name}
                field={field}
                value={values[field.name] ?? ''}
                error={issueOf(field.name) && text(issueOf(field.name)!)}
                onChange={(value) => setValues((current) => ({ ...current, [field.name]: value }))}
              />
            ))}
          </Grid>
        </Section>
      ))}
      <Buttons>
        <Button variant="secondary" onClick={() => navigate(ROUTES.applicationPreview(application.userId))}>
          {text(M.viewCompleteApplication)}
        </Button>
        <Button variant="ghost" onClick={() => navigate(ROUTES.bankerDashboard)}>
          {text(COMMON_MESSAGES.cancel)}
        </Button>
        <Button type="submit" busy={isLoading} busyText={text(COMMON_MESSAGES.saving)}>
          {text(COMMON_MESSAGES.saveChanges)}
        </Button>
      </Buttons>
      <MessageDialog
        open={saved}
        type="success"
        message={text(M.saved)}
        onClose={() => navigate(ROUTES.bankerDashboard)}
        language={language}
      />
      <RefusedSaveDialog
        refusal={refusal}
        onClose={() => setRefusal(undefined)}
        onReload={() => onReload(editsToReapply(loaded, values))}
        language={language}
      />
    </form>
  );
}

/** Whose application and what it asks for, so the sanction figures are not typed blind. */
function ApplicationContext({
  application,
  eligibleLimit,
}: {
  application: KccApplication;
  eligibleLimit: number | undefined;
}) {
  return (
    <Section title={text(M.applicationContext)}>
      <DetailList
        details={[
          { label: text(M.applicant), value: String(application.applicantName ?? '') },
          { label: text(APPLICATION_PREVIEW_MESSAGES.applicationId), value: application.key || application._id },
          { label: text(M.requestedAmount), value: formatInr(application.loanAmount) },
          {
            label: text(M.eligibleLimit),
            value: eligibleLimit === undefined ? text(APPLICATION_MESSAGES.notCalculated) : formatInr(eligibleLimit),
          },
        ]}
      />
    </Section>
  );
}

interface BankDetailsControlProps {
  field: BankDetailsInput;
  value: string | number;
  onChange: (value: string) => void;
  /** Why this figure disagrees with another (contract bankDetailsIssues). */
  error?: string;
}

function BankDetailsControl({ field, value, onChange, error }: BankDetailsControlProps) {
  const language = useLanguage();
  const label = text(FIELD_LABELS[field.name]);
  switch (field.kind) {
    case 'select':
      return (
        <SelectField
          label={label}
          options={field.options}
          placeholder={field.emptyChoice && text(field.emptyChoice)}
          value={String(value)}
          onChange={(event) => onChange(event.target.value)}
          language={language}
        />
      );
    case 'textarea':
      return (
        <TextAreaField
          label={label}
          value={String(value)}
          error={error}
          onChange={(event) => onChange(event.target.value)}
        />
      );
    case 'date':
      return (
        <TextField
          label={label}
          type="date"
          value={String(value)}
          error={error}
          onChange={(event) => onChange(event.target.value)}
        />
      );
    case 'amount':
    case 'rate':
      return (
        <TextField
          label={label}
          type="number"
          min={0}
          step={field.kind === 'rate' ? RATE_STEP : undefined}
          value={value}
          error={error}
          onChange={(event) => onChange(event.target.value)}
        />
      );
    default:
      return <TextField label={label} value={String(value)} onChange={(event) => onChange(event.target.value)} />;
  }
}
