import type { KccApplication } from '@kisan-credit/shared-api/contract/application';
import { maskAadhar } from '@kisan-credit/shared-api/contract/calculations/mask';
import { FIELD_LABELS } from '@kisan-credit/shared-api/contract/messages/fields';
import { LAWYER_MESSAGES as M } from '@kisan-credit/shared-api/contract/messages/lawyer';
import { CASTE_CATEGORIES, optionLabel } from '@kisan-credit/shared-api/contract/options';
import { pinOfApplication } from '@kisan-credit/shared-api/contract/pinCode';
import { DetailList } from '@kisan-credit/shared-ui/components/DetailList';
import { Note } from '@kisan-credit/shared-ui/components/FormLayout';
import { shown } from '../../lib/shown';
import { text } from '@kisan-credit/shared-ui/i18n/text';

/** Full name, phone, father's name, age, address, PIN code and caste category: read only (docs/requirements.md#r2-land-details). */
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
        { label: text(FIELD_LABELS.pinCode), value: shown(pinOfApplication(application)) },
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
