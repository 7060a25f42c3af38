import { translate } from '@kisan-credit/shared-api/contract/messages/catalogue';
import { lawyerPatchSchema } from '@kisan-credit/shared-api/contract/application';
import { blankCrop } from '@kisan-credit/shared-api/contract/application/defaults';
import { exampleCompleteApplication } from '@kisan-credit/shared-api/contract/application/example';
import {
  cropChoices,
  cropFitsSeason,
  landEditorFromApplication,
  landGeneralInfoForLawyer,
  lawyerLandPatch,
  newCrop,
  newLandRecord,
  seasonChoices,
  withSeason,
} from '@kisan-credit/shared-api/contract/application/landEditor';
import { issuesByPath } from '@kisan-credit/shared-api/contract/testing/issues';

describe('crop and season choices', () => {
  it('lists a season’s crops in English and Hindi, then Other Crop', () => {
    expect(cropChoices('Rabi').map((option) => translate(option.label, 'en'))).toEqual([
      'Wheat (गेहूँ)',
      'Barley (जौ)',
      'Mustard (सरसों)',
      'Chickpea (चना)',
      'Potato (आलू)',
      'Lentil (मसूर)',
      'Other Crop (अन्य फसल)',
    ]);
    expect(cropChoices('Zaid').map((option) => option.value)).toContain('Bitter Gourd');
    expect(cropChoices('Kharif').map((option) => option.value)).not.toContain('Wheat');
    // A season outside the three lists every crop.
    expect(cropChoices('Other')).toHaveLength(18);
  });

  it('offers the three seasons with their months, and Other only when the entry has it', () => {
    expect(seasonChoices('Rabi').map((option) => translate(option.label, 'en'))).toEqual([
      'Rabi (Oct-Mar)',
      'Kharif (Jun-Sep)',
      'Zaid (Apr-Jun)',
    ]);
    expect(seasonChoices('Other').map((option) => option.value)).toEqual(['Rabi', 'Kharif', 'Zaid', 'Other']);
  });

  it('clears a crop the new season does not grow, and keeps one it does', () => {
    expect(cropFitsSeason('Wheat', 'Rabi')).toBe(true);
    expect(cropFitsSeason('Wheat', 'Kharif')).toBe(false);
    expect(cropFitsSeason('Other', 'Kharif')).toBe(true);
    expect(cropFitsSeason('', 'Zaid')).toBe(true);
    const wheat = { ...blankCrop(), crop: 'Wheat' };
    expect(withSeason(wheat, 'Kharif')).toMatchObject({ season: 'Kharif', crop: '' });
    expect(withSeason({ ...wheat, crop: 'Other', otherCrop: 'Jowar' }, 'Zaid')).toMatchObject({
      season: 'Zaid',
      crop: 'Other',
      otherCrop: 'Jowar',
    });
  });
});

describe('editor rules', () => {
  it('starts new rows as the spec says: Rabi, no crop, acre, Good; land in acres with one crop', () => {
    expect(newCrop()).toMatchObject({ season: 'Rabi', crop: '', areaUnit: 'acre', condition: 'Good', area: '' });
    expect(newLandRecord()).toMatchObject({
      landAreaUnit: 'acre',
      cropDetails: [expect.objectContaining({ season: 'Rabi' })],
    });
  });
});

describe('landGeneralInfoForLawyer', () => {
  it('fills blanks with the defaults and the wider-spaced landmarks', () => {
    expect(landGeneralInfoForLawyer(undefined)).toEqual({
      nearbyLandmarks: 'North:    South:    East:    West:',
      farmLocationForWellPumpShed: 'Well and Shed',
      distanceFromBranch: '5 KM',
    });
    // The farmer's untouched template names no landmark yet.
    expect(landGeneralInfoForLawyer({ nearbyLandmarks: 'North: South: East: West:' }).nearbyLandmarks).toBe(
      'North:    South:    East:    West:',
    );
  });

  it('keeps what was written', () => {
    const written = {
      nearbyLandmarks: 'North: temple',
      farmLocationForWellPumpShed: 'Tube well by the road',
      distanceFromBranch: '3 KM',
    };
    expect(landGeneralInfoForLawyer(written)).toEqual(written);
  });
});

describe('landEditorFromApplication', () => {
  it('loads nested crops, and spreads an older flat crop list over the land records', () => {
    const nested = landEditorFromApplication(exampleCompleteApplication());
    expect(nested.landDetails).toHaveLength(1);
    expect(nested.landDetails[0]!.cropDetails.map((crop) => crop.crop)).toEqual(['Wheat', 'Paddy']);

    const legacy = landEditorFromApplication({
      landDetails: [{ khataNo: '1' }, { khataNo: '2' }],
      cropDetails: [
        { season: 'Rabi', crop: 'Wheat', area: 1 },
        { season: 'Kharif', crop: 'Paddy', area: 2 },
        { season: 'Summer', crop: 'Jowar', area: 3 },
      ],
    });
    expect(legacy.landDetails.map((land) => land.cropDetails.map((crop) => crop.crop))).toEqual([
      ['Wheat', 'Paddy'],
      ['Other'],
    ]);
    expect(legacy.landDetails[1]!.cropDetails[0]).toMatchObject({
      season: 'Other',
      otherSeason: 'Summer',
      otherCrop: 'Jowar',
    });
  });

  it('keeps at least one land record with one crop', () => {
    const empty = landEditorFromApplication({ applicantName: 'Ramesh' });
    expect(empty.landDetails).toHaveLength(1);
    expect(empty.landDetails[0]!.cropDetails).toHaveLength(1);
  });
});

describe('lawyerLandPatch', () => {
  const state = () => landEditorFromApplication(exampleCompleteApplication());

  it('sends areas in acres (land area as text), unit acre, the flat crop list and the land information', () => {
    const editor = state();
    editor.landDetails[0]!.landArea = '1.5';
    editor.landDetails[0]!.landAreaUnit = 'hectare';
    const patch = lawyerLandPatch(editor);
    expect(patch.landDetails![0]).toMatchObject({ landArea: '3.706575', landAreaUnit: 'acre', khataNo: '00123' });
    // The Paddy crop was 1 hectare.
    expect(patch.cropDetails).toEqual([
      { season: 'Rabi', crop: 'Wheat', area: 2, areaUnit: 'acre', condition: 'Good' },
      { season: 'Kharif', crop: 'Paddy', area: 2.47105, areaUnit: 'acre', condition: 'Moderate' },
    ]);
    expect(patch.landDetails![0]!.cropDetails).toEqual(patch.cropDetails);
    expect(patch.landGeneralInfo).toEqual(editor.landGeneralInfo);
    expect(patch).not.toHaveProperty('documents');
    expect(lawyerPatchSchema.safeParse(patch).success).toBe(true);
  });

  it('keeps the other-crop name only for Other, and sends the documents that changed', () => {
    const editor = state();
    editor.landDetails[0]!.cropDetails[0] = {
      ...editor.landDetails[0]!.cropDetails[0]!,
      crop: 'Other',
      otherCrop: 'Jowar',
    };
    const patch = lawyerLandPatch(editor, { searchReport: '/api/file/s1', khasraCopy: '' });
    expect(patch.cropDetails![0]).toMatchObject({ crop: 'Other', otherCrop: 'Jowar' });
    expect(patch.cropDetails![1]).not.toHaveProperty('otherCrop');
    expect(patch.documents).toEqual({ searchReport: '/api/file/s1', khasraCopy: '' });
    expect(lawyerPatchSchema.safeParse(patch).success).toBe(true);
  });

  it('counts an empty area as 0, which the lawyer’s required fields then refuse', () => {
    const editor = state();
    editor.landDetails[0]!.cropDetails.push(newCrop());
    const patch = lawyerLandPatch(editor);
    expect(patch.cropDetails![2]).toMatchObject({ area: 0, crop: '' });
    const issues = issuesByPath(lawyerPatchSchema.safeParse(patch));
    expect(Object.keys(issues)).toEqual(
      expect.arrayContaining(['landDetails.0.cropDetails.2.crop', 'landDetails.0.cropDetails.2.area']),
    );
  });
});
