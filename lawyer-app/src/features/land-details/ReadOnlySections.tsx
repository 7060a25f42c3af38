import type { KccApplication } from 'shared-api/contract/application';
import { maskAadhar } from 'shared-api/contract/calculations/mask';
import { LAWYER_MESSAGES as M } from 'shared-api/contract/messages/lawyer';
import { CASTE_CATEGORIES, optionLabel } from 'shared-api/contract/options';
import { shown as shownIn } from 'shared-ui/components/CreditFileSections';
import { DetailList } from 'shared-ui/components/DetailList';
import { currentLanguage } from 'shared-ui/i18n/language';
import { Note } from 'shared-ui/components/FormLayout';
import { text } from '../../lib/text';

/** A value as the read-only sections show it: 'N/A' when empty (the shared rule, in the language shown). */
export function shown(value: unknown): string {
  return shownIn(value, currentLanguage());
}

/** Full name, phone, father's name, age, address and caste category: read only (spec §2). */
export function PersonalInformation({ application }: { application: KccApplication }) {
  const caste = optionLabel(CASTE_CATEGORIES, application.casteCategory);
  return (
    <DetailList
      details={[
        { label: text(M.fullName), value: shown(application.applicantName) },
        { label: text(M.phoneNumber), value: shown(application.phoneNumber) },
        { label: text(M.fatherName), value: shown(application.fatherHusbandName) },
        { label: text(M.age), value: shown(application.age) },
        { label: text(M.address), value: shown(application.address) },
        { label: text(M.casteCategory), value: caste ? text(caste) : shown(application.casteCategory) },
      ]}
    />
  );
}

/**
 * Aadhar, PAN and Voter ID: read only. The server already masks Aadhar and PAN for a lawyer; masking the
 * Aadhar here again keeps its groups of four (XXXX XXXX 1234) whatever arrives.
 */
export function KycInformation({ application }: { application: KccApplication }) {
  const aadhar = maskAadhar(application.aadharNo);
  return (
    <>
      <DetailList
        details={[
          { label: text(M.aadharNumber), value: shown(aadhar) },
          { label: text(M.panNumber), value: shown(application.panNumber) },
          { label: text(M.voterId), value: shown(application.electionCardNumber) },
        ]}
      />
      <Note>{text(M.maskedNumbersNote)}</Note>
    </>
  );
}
