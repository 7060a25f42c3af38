import { screen, within } from '@testing-library/react';
import {
  startScriptedApiServer,
  type ScriptedApiServer,
} from '@kisan-credit/shared-api/client/testing/scriptedApiServer';
import { openStep, renderKccForm, savedApplication } from '../../testing/renderKccForm';

let server: ScriptedApiServer;
beforeAll(async () => {
  server = await startScriptedApiServer();
});
beforeEach(() => localStorage.clear());
afterEach(() => server.reset());
afterAll(() => server.close());

describe('step 5, land and crops', () => {
  it('shows the land general information defaults and one land record with one crop', async () => {
    const { user } = await renderKccForm(server);
    await openStep(user, 'Land & Crops');
    expect(screen.getByLabelText('Nearby landmarks')).toHaveValue('North: South: East: West:');
    expect(screen.getByLabelText('Location of farm having well/pump')).toHaveValue('Well and Shed');
    expect(screen.getByLabelText('Distance of land from branch')).toHaveValue('5 KM');
    const record = screen.getByRole('group', { name: 'Land Record 1' });
    expect(within(record).getByLabelText('Land area unit')).toHaveValue('acre');
    expect(within(record).getByLabelText(/^Crop season/)).toHaveValue('Rabi');
    expect(within(record).getByLabelText(/^Crop condition/)).toHaveValue('Good');
    // The first record and a land's only crop cannot be removed (docs/requirements.md#r5-removal-rules).
    expect(within(record).queryByRole('button', { name: /Remove/ })).not.toBeInTheDocument();
  });

  it('lists the season’s crops in English and Hindi, and clears a crop the new season does not grow', async () => {
    const { user } = await renderKccForm(server);
    await openStep(user, 'Land & Crops');
    const crop = screen.getByLabelText(/^Crop \*/);
    expect(
      within(crop)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual([
      'Choose...',
      'Wheat (गेहूँ)',
      'Barley (जौ)',
      'Mustard (सरसों)',
      'Chickpea (चना)',
      'Potato (आलू)',
      'Lentil (मसूर)',
      'Other Crop (अन्य फसल)',
    ]);
    await user.selectOptions(crop, 'Wheat');
    await user.selectOptions(screen.getByLabelText(/^Crop season/), 'Kharif');
    expect(screen.getByLabelText(/^Crop \*/)).toHaveValue('');
    expect(within(screen.getByLabelText(/^Crop \*/)).getByRole('option', { name: 'Paddy (धान)' })).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText(/^Crop \*/), 'Other');
    expect(screen.getByLabelText(/^Other crop name/)).toBeRequired();
  });

  it('shows hectares as approximate acres and sums the cultivation by season', async () => {
    const { user } = await renderKccForm(server, { application: savedApplication() });
    await openStep(user, 'Land & Crops');
    // The saved Paddy crop is 1 hectare.
    expect(screen.getByText('about 2.47 acres')).toBeInTheDocument();
    const summary = screen.getByRole('region', { name: 'Cultivation Summary' });
    expect(summary).toHaveTextContent('Land records1');
    expect(summary).toHaveTextContent('Total crops2');
    expect(summary).toHaveTextContent('Total land3 acres');
    expect(summary).toHaveTextContent('Cultivated area4.47 acres');
    expect(summary).toHaveTextContent('Rabi (Oct-Mar)2 acresCrops: 1');
    expect(summary).toHaveTextContent('Kharif (Jun-Sep)2.47 acresCrops: 1');
    expect(summary).toHaveTextContent('Zaid (Apr-Jun)0 acresCrops: 0');

    const record = screen.getByRole('group', { name: 'Land Record 1' });
    await user.click(within(record).getByRole('button', { name: 'Remove Crop 2' }));
    expect(within(record).queryByRole('button', { name: /Remove Crop/ })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '+ Add Land Detail' }));
    expect(screen.getByRole('button', { name: 'Remove Land Record 2' })).toBeInTheDocument();
  });

  it('estimates the KCC limit from the crops, the RBI way', async () => {
    const { user } = await renderKccForm(server);
    await openStep(user, 'Land & Crops');
    const estimate = screen.getByRole('region', { name: 'Estimated KCC Limit' });
    expect(estimate).toHaveTextContent('Enter your crops and their area');
    await user.selectOptions(screen.getByLabelText(/^Crop \*/), 'Wheat');
    await user.type(screen.getByLabelText(/^Cultivation area/), '2');
    // Wheat at ₹24,000 an acre (the default table) on 2 acres.
    expect(estimate).toHaveTextContent('Cost of cultivation (scale of finance × area)₹48,000');
    expect(estimate).toHaveTextContent('Post-harvest and household needs (10%)₹4,800');
    expect(estimate).toHaveTextContent('Repairs and maintenance of farm assets (20%)₹9,600');
    expect(estimate).toHaveTextContent('Crop insurance premium₹720');
    expect(estimate).toHaveTextContent('Limit for the first year₹63,120');
    expect(estimate).toHaveTextContent('No collateral security is needed');
  });

  it('fills blank land records from the Khatauni and asks the farmer to check them', async () => {
    const { user } = await renderKccForm(server, {
      suggestions: {
        landRecords: [
          {
            khataNo: '00123',
            surveyNo: '45/2',
            landArea: 1.5,
            landAreaUnit: 'hectare',
            revenueVillage: 'Rampur',
            source: 'khatauniCopy',
          },
        ],
      },
    });
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await screen.findByRole('heading', { level: 2, name: 'Personal Details' }, { timeout: 4_000 });
    await openStep(user, 'Land & Crops');
    expect(await screen.findByText(/We filled the land record from your Khasra\/Khatauni/)).toBeInTheDocument();
    const record = screen.getByRole('group', { name: 'Land Record 1' });
    expect(within(record).getByLabelText('Khata number')).toHaveValue('00123');
    expect(within(record).getByLabelText('Survey number')).toHaveValue('45/2');
    expect(within(record).getByLabelText('Land area unit')).toHaveValue('hectare');
    expect(within(record).getByLabelText('Revenue village')).toHaveValue('Rampur');
  });

  it('tells the farmer which land record the state of their address issues', async () => {
    const { user } = await renderKccForm(server, {
      application: savedApplication({ address: 'At Post Shirur, Taluka Shirur, Pune 412210' }),
    });
    await openStep(user, 'Land & Crops');
    expect(
      screen.getByText(/In Maharashtra your land record is the 7\/12 extract \(Satbara Utara\)/),
    ).toBeInTheDocument();
  });

  it('tells it by the PIN Code field when the address names no state', async () => {
    const { user } = await renderKccForm(server, {
      application: savedApplication({ address: 'Hosahalli, Maddur, Mandya', pinCode: '571401' }),
    });
    await openStep(user, 'Land & Crops');
    expect(screen.getByText(/In Karnataka your land record is the/)).toBeInTheDocument();
  });
});
