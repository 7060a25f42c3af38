import styled from 'styled-components';
import { useGetDocumentNamesQuery } from '@kisan-credit/shared-api/client/api';
import { nameCheckRows } from '@kisan-credit/shared-api/contract/documentNames';
import { CREDIT_FILE_MESSAGES as C } from '@kisan-credit/shared-api/contract/messages/creditFile';
import { documentSlotLabel } from '@kisan-credit/shared-api/contract/options';
import { Note, Section } from '@kisan-credit/shared-ui/components/FormLayout';
import { text } from '@kisan-credit/shared-ui/i18n/text';

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;

  th,
  td {
    padding: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.sm};
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    text-align: left;
    overflow-wrap: anywhere;
  }
`;

const Verdict = styled.td<{ $agrees: boolean }>`
  font-weight: 600;
  color: ${({ theme, $agrees }) => ($agrees ? theme.colors.success : theme.colors.danger)};
  background: ${({ theme, $agrees }) => ($agrees ? 'transparent' : theme.colors.dangerSoft)};
`;

/**
 * The cross-document name check on the decision screen (docs/requirements.md#r10-name-check): the name on
 * the application against the name each of the farmer's documents gives, a different one marked in words
 * and colour. The server serves the names read to the banker of the branch only.
 */
export function NameCheckSection({ userId, applicantName }: { userId: string; applicantName: string }) {
  const { data } = useGetDocumentNamesQuery({ userId }, { refetchOnMountOrArgChange: true });
  const rows = nameCheckRows(applicantName, data?.documents ?? []);
  return (
    <Section title={text(C.nameCheck)}>
      <p>
        {text(C.nameOnApplication)}: <strong>{applicantName}</strong>
      </p>
      {data?.processing && <Note role="status">{text(C.namesStillBeingRead)}</Note>}
      {data && rows.length === 0 && <Note>{text(C.noNamesRead)}</Note>}
      {rows.length > 0 && (
        <Table aria-label={text(C.nameCheck)}>
          <thead>
            <tr>
              <th scope="col">{text(C.documentColumn)}</th>
              <th scope="col">{text(C.nameReadColumn)}</th>
              <th scope="col">{text(C.nameOnApplication)}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.source}>
                <th scope="row">{text(documentSlotLabel(row.source))}</th>
                <td>{row.name}</td>
                <Verdict $agrees={row.agrees}>{text(row.agrees ? C.sameName : C.differentName)}</Verdict>
              </tr>
            ))}
          </tbody>
        </Table>
      )}
    </Section>
  );
}
