import { useState, type FormEvent } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import styled from 'styled-components';
import { useGetKccApplicationQuery, usePatchApplicationMutation } from 'shared-api/client/api';
import { errorTextOr, isStaleApplication } from 'shared-api/client/errors';
import type { KccApplication } from 'shared-api/contract/application';
import { normalizeBankDetailsForForm } from 'shared-api/contract/bankDetails';
import { COMMON_MESSAGES } from 'shared-api/contract/messages/common';
import { APPLICATION_MESSAGES } from 'shared-api/contract/messages/application';
import { APPLICATION_PREVIEW_MESSAGES, BANK_DETAILS_MESSAGES as M } from 'shared-api/contract/messages/dashboard';
import { bankDetailsIssues } from 'shared-api/contract/bankDetailsChecks';
import { eligibleKccLimit } from 'shared-api/contract/calculations/kccLimit';
import { formatInr } from 'shared-api/contract/format/currency';
import { DetailList } from 'shared-ui/components/DetailList';
import { FIELD_LABELS } from 'shared-api/contract/messages/fields';
import { ROUTES } from 'shared-api/contract/roles';
import { RATE_STEP } from 'shared-api/contract/limits';
import { Button } from 'shared-ui/components/Button';
import { Grid, Section } from 'shared-ui/components/FormLayout';
import { MessageDialog } from 'shared-ui/components/MessageDialog';
import { SelectField } from 'shared-ui/components/SelectField';
import { Spinner } from 'shared-ui/components/Spinner';
import { StaffScreen } from 'shared-ui/components/StaffScreen';
import { TextAreaField } from 'shared-ui/components/TextAreaField';
import { TextField } from 'shared-ui/components/TextField';
import { editsToReapply } from 'shared-ui/forms/editsToReapply';
import { useLanguage } from 'shared-ui/i18n/useLanguage';
import { text } from 'shared-ui/i18n/text';
import { SaveFailureDialogs } from '../../components/SaveFailureDialogs';
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
  const query = useGetKccApplicationQuery({ userId }, { refetchOnMountOrArgChange: true });
  const application = query.currentData;
  const failed = !query.isFetching && !application;
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
      {query.isFetching && !application && (
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
            void query.refetch().then(() => setLoadCount((count) => count + 1));
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
  const [failure, setFailure] = useState<string>();
  const [stale, setStale] = useState(false);
  // The version these details were loaded from: a change someone made meanwhile is refused, not overwritten.
  const [version, setVersion] = useState(application.version);

  const eligibleLimit = eligibleKccLimit(application);
  const issues = bankDetailsIssues(values, eligibleLimit);
  const issueOf = (field: BankDetailsFieldName) => issues.find((issue) => issue.field === field)?.message;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(undefined);
    setStale(false);
    if (issues.length > 0) {
      setFailure(text(issues[0]!.message));
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
      if (isStaleApplication(error)) setStale(true);
      else setFailure(errorTextOr(error, text(COMMON_MESSAGES.updateFailed)));
    }
  };

  return (
    <form noValidate onSubmit={(event) => void submit(event)} aria-label={text(M.title)}>
      <ApplicationContext application={application} eligibleLimit={eligibleLimit} />
      {BANK_DETAILS_SECTIONS.map((section) => (
        <Section key={section.title.en} title={text(section.title)}>
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
      <SaveFailureDialogs
        failure={failure}
        onCloseFailure={() => setFailure(undefined)}
        stale={stale}
        onReload={() => onReload(editsToReapply(loaded, values))}
        onCloseStale={() => setStale(false)}
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
