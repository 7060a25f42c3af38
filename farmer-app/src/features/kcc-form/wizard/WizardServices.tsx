import { createContext, useContext } from 'react';
import type { BranchChoice } from '../branch/useBranchChoice';
import type { SuggestionPolling } from '../suggestions/useSuggestionPolling';
import type { FileUploads } from '@kisan-credit/shared-ui/files/useFileUploads';

/** What the steps use besides the form: uploads, suggestions, the branches serving the PIN, the document preview. */
export interface WizardServices {
  uploads: FileUploads;
  suggestions: SuggestionPolling;
  branchChoice: BranchChoice;
  openPreview: (url: string, fileName: string) => void;
}

const WizardServicesContext = createContext<WizardServices | null>(null);

export const WizardServicesProvider = WizardServicesContext.Provider;

export function useWizardServices(): WizardServices {
  const services = useContext(WizardServicesContext);
  if (!services) throw new Error('useWizardServices is used outside the KCC wizard');
  return services;
}
