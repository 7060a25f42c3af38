import { screen, within } from '@testing-library/react';
import {
  startScriptedApiServer,
  type ScriptedApiServer,
} from '@kisan-credit/shared-api/client/testing/scriptedApiServer';
import { applicationForBanker, renderBankerApp } from '../../testing/renderBankerApp';

let server: ScriptedApiServer;
beforeAll(async () => {
  server = await startScriptedApiServer();
});
afterEach(() => server.reset());
afterAll(() => server.close());

function scriptNamesRead(documents: { source: string; names: string[] }[]) {
  server.answer('GET /api/loan/kcc-application', { body: { data: applicationForBanker() } });
  server.answer('GET /api/loan/application/history', { body: { data: [] } });
  server.answer('GET /api/file/names', { body: { data: { processing: false, documents } } });
}

async function nameCheckRows() {
  const table = await screen.findByRole('table', { name: 'Names on the documents' });
  return within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => row.textContent);
}

describe('the name check on the decision screen', () => {
  it('shows each document’s name as the applicant’s when they agree, spelling and initials aside', async () => {
    scriptNamesRead([
      { source: 'aadharCopy', names: ['RAMESH KUMAR'] },
      { source: 'pan', names: ['R KUMAR'] },
      { source: 'khatauniCopy', names: ['Sita Devi', 'Ramesh Kumaar'] },
    ]);
    renderBankerApp(server, '/application-preview/u-1');
    expect(await nameCheckRows()).toEqual([
      'Aadhar CardRAMESH KUMARSame name',
      'PAN CardR KUMARSame name',
      expect.stringMatching(/^Khatauni.*Ramesh KumaarSame name$/),
    ]);
    expect(screen.queryByText(/Different name/)).not.toBeInTheDocument();
    expect(server.requestsTo('GET /api/file/names')[0]?.query.get('userId')).toBe('u-1');
  });

  it('marks the document whose name is someone else’s', async () => {
    scriptNamesRead([
      { source: 'aadharCopy', names: ['RAMESH KUMAR'] },
      { source: 'passbook', names: ['SURESH YADAV'] },
    ]);
    renderBankerApp(server, '/application-preview/u-1');
    const rows = await nameCheckRows();
    expect(rows[0]).toContain('Same name');
    expect(rows[1]).toContain('SURESH YADAV');
    expect(rows[1]).toContain('Different name: check before deciding');
  });

  it('says when no name could be read', async () => {
    scriptNamesRead([]);
    renderBankerApp(server, '/application-preview/u-1');
    expect(
      await screen.findByText(
        "No names could be read from the farmer's documents: check the name against the documents themselves.",
      ),
    ).toBeInTheDocument();
  });
});
