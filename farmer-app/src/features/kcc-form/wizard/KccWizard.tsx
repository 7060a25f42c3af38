import { lazy, Suspense, useMemo, useState } from 'react';
import styled from 'styled-components';
import { WIZARD } from '@kisan-credit/shared-api/contract/limits';
import { WIZARD_STEPS } from '@kisan-credit/shared-api/contract/messages/application';
import { COMMON_MESSAGES } from '@kisan-credit/shared-api/contract/messages/common';
import { KCC_FORM_PAGE_MESSAGES } from '@kisan-credit/shared-api/contract/messages/kccFormPage';
import { FullScreenOverlay } from '@kisan-credit/shared-ui/components/FullScreenOverlay';
import { Spinner } from '@kisan-credit/shared-ui/components/Spinner';
import { useFileUploads } from '@kisan-credit/shared-ui/files/useFileUploads';
import { useLanguage } from '@kisan-credit/shared-ui/i18n/useLanguage';
import { text } from '@kisan-credit/shared-ui/i18n/text';
import { KccFormProvider } from '../form/KccFormContext';
import { OfflineNotice } from '../offline-saves/OfflineNotice';
import { WaitingToSubmitNotice } from '../offline-saves/WaitingToSubmitNotice';
import { STEP_COMPONENTS } from './steps';
import { useKccWizard, type KccWizardOptions } from './useKccWizard';
import { useStepsKeptOffline } from './useStepsKeptOffline';
import { WizardNavigation } from './WizardNavigation';
import { WizardNotice } from './WizardNotice';
import { WizardProgress } from './WizardProgress';
import { WizardServicesProvider, type WizardServices } from './WizardServices';

const StepHeading = styled.h2`
  margin: 0 0 ${({ theme }) => theme.space.md};
  font-size: ${({ theme }) => theme.fontSizes.xxl};

  &:focus {
    outline: none;
  }
`;

const Loading = styled.div`
  display: flex;
  justify-content: center;
  padding: ${({ theme }) => theme.space.xxl} 0;
  color: ${({ theme }) => theme.colors.brand};
`;

// Loaded when a document is first previewed.
const DocumentPreviewDialog = lazy(() =>
  import('@kisan-credit/shared-ui/components/DocumentPreviewDialog').then((module) => ({
    default: module.DocumentPreviewDialog,
  })),
);

/**
 * The KCC application wizard (docs/requirements.md#r2-wizard): the step indicator, the notice bar, the step
 * on screen with its buttons, the document preview. Its flow is useKccWizard's.
 */
export function KccWizard(props: KccWizardOptions) {
  const language = useLanguage();
  const wizard = useKccWizard(props);
  const { step, goTo, notice, processing, suggestions, branchChoice } = wizard;
  const uploads = useFileUploads();
  useStepsKeptOffline();
  const [preview, setPreview] = useState<{ url: string; fileName: string } | undefined>();

  const services: WizardServices = useMemo(
    () => ({
      uploads,
      suggestions,
      branchChoice,
      openPreview: (url: string, fileName: string) => setPreview({ url, fileName }),
    }),
    [branchChoice, suggestions, uploads],
  );

  const Step = STEP_COMPONENTS[step]!;
  const stepTitle = text(WIZARD_STEPS[step - 1]!.title);

  return (
    <KccFormProvider value={wizard.form}>
      <WizardServicesProvider value={services}>
        <WizardProgress step={step} onSelect={goTo} />
        <OfflineNotice />
        <WaitingToSubmitNotice kind={wizard.waitingToSubmit} />
        {notice && <WizardNotice notice={notice} onDismiss={wizard.dismissNotice} />}
        <form noValidate onSubmit={(event) => event.preventDefault()} aria-labelledby="kcc-step-heading">
          <StepHeading id="kcc-step-heading" ref={wizard.headingRef} tabIndex={-1}>
            {stepTitle}
          </StepHeading>
          <Suspense
            fallback={
              <Loading>
                <Spinner size="2rem" label={text(KCC_FORM_PAGE_MESSAGES.loadingApplication)} />
              </Loading>
            }
          >
            <Step />
          </Suspense>
          <WizardNavigation
            step={step}
            mode={props.loaded.mode}
            processing={processing}
            savingDraft={wizard.savingDraft}
            submitting={wizard.submitting}
            onBack={() => goTo(step - 1)}
            onSaveDraft={() => void wizard.saveDraft()}
            onContinue={() => void wizard.continueToNextStep()}
            onSubmit={() => void wizard.submit()}
          />
        </form>
        {processing && step === WIZARD.firstStep && (
          <FullScreenOverlay
            message={text(COMMON_MESSAGES.processingDocumentsTitle)}
            detail={text(COMMON_MESSAGES.processingDocumentsText)}
          />
        )}
        {preview && (
          <Suspense fallback={null}>
            <DocumentPreviewDialog
              open
              url={preview.url}
              fileName={preview.fileName}
              language={language}
              onClose={() => setPreview(undefined)}
            />
          </Suspense>
        )}
      </WizardServicesProvider>
    </KccFormProvider>
  );
}
