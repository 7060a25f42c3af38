import { kccApplicationDraftSchema, kccApplicationSubmitSchema } from '../application';
import { defaultApplication } from './defaults';
import { exampleCompleteApplication } from './example';
import {
  applicationForForm,
  applicationPayload,
  cropsPerLandRecord,
  distributeCrops,
  flattenCrops,
  landDetailsInAcres,
  landRecordsWithCrops,
} from './formLoad';

describe('applicationForForm', () => {
  it('starts a new application when nothing is saved', () => {
    for (const saved of [undefined, null, {}, 'not found']) {
      expect(applicationForForm(saved)).toEqual({ form: defaultApplication(), mode: 'create', guarantorsApply: false });
    }
  });

  it('submits a saved draft as new, and updates a submitted application', () => {
    expect(applicationForForm({ status: 'formFill', applicantName: 'Ramesh' }).mode).toBe('create');
    expect(applicationForForm({ status: 'farmerSubmitted', applicantName: 'Ramesh' }).mode).toBe('update');
  });

  it('merges a saved application over the defaults', () => {
    const { form, mode, guarantorsApply } = applicationForForm({
      _id: 'a1',
      status: 'formFill',
      applicantName: 'Ramesh',
      annualIncome: { fromAgriculture: 5000 },
      assets: { movable: { tractor: { units: 1, valuePerUnit: 400000 } } },
      age: null,
    });
    expect(mode).toBe('create');
    expect(guarantorsApply).toBe(false);
    expect(form.applicantName).toBe('Ramesh');
    expect(form.age).toBe('');
    expect(form.annualIncome).toEqual({ fromAgriculture: 5000, fromOthers: '' });
    expect(form.assets.movable.tractor).toEqual({ units: 1, valuePerUnit: 400000 });
    expect(form.assets.movable.gold).toEqual({ units: 0, valuePerUnit: 0 });
    expect(form.familyMembers).toHaveLength(1);
    expect(form.landGeneralInfo.distanceFromBranch).toBe('5 KM');
    expect(form).not.toHaveProperty('status');
    expect(form).not.toHaveProperty('_id');
  });

  it('shows an unknown purpose, qualification or irrigation source as Other with its text', () => {
    const { form } = applicationForForm({
      purposeOfLoan: 'Fencing',
      educationalQualification: 'Diploma',
      irrigationSource: 'Lift irrigation',
      casteCategory: 'OBC',
    });
    expect(form).toMatchObject({
      purposeOfLoan: 'Other',
      purposeOfLoanOther: 'Fencing',
      educationalQualification: 'Other',
      educationalQualificationOther: 'Diploma',
      irrigationSource: 'Other',
      irrigationOther: 'Lift irrigation',
    });
  });

  it('keeps known choices and an Other already written', () => {
    const { form } = applicationForForm({
      purposeOfLoan: 'Other',
      purposeOfLoanOther: 'Fencing',
      irrigationSource: 'Canal',
    });
    expect(form).toMatchObject({ purposeOfLoan: 'Other', purposeOfLoanOther: 'Fencing', irrigationSource: 'Canal' });
  });

  it('spreads a legacy flat crop list over the land records in chunks of ceil(crops / records)', () => {
    const crop = (name: string) => ({ season: 'Rabi', crop: name, area: 1, areaUnit: 'acre', condition: 'Good' });
    const { form } = applicationForForm({
      landDetails: [{ khataNo: '1' }, { khataNo: '2' }],
      cropDetails: [crop('Wheat'), crop('Barley'), crop('Mustard')],
    });
    expect(form.landDetails.map((land) => land.cropDetails.map((c) => c.crop))).toEqual([
      ['Wheat', 'Barley'],
      ['Mustard'],
    ]);
  });

  it('gives every land record at least one crop', () => {
    const { form } = applicationForForm({
      landDetails: [{ khataNo: '1' }, { khataNo: '2' }, { khataNo: '3' }],
      cropDetails: [{ season: 'Kharif', crop: 'Paddy' }],
    });
    expect(form.landDetails.map((land) => land.cropDetails.map((c) => c.crop))).toEqual([['Paddy'], [''], ['']]);
    expect(form.landDetails[1]?.cropDetails[0]).toMatchObject({ season: 'Rabi', areaUnit: 'acre', condition: 'Good' });
  });

  it('turns unknown seasons and crops into Other, keeping their names', () => {
    const { form } = applicationForForm({
      landDetails: [
        {
          cropDetails: [
            { season: 'Summer', crop: 'Millet' },
            { season: 'Zaid', crop: 'Watermelon' },
          ],
        },
      ],
    });
    expect(form.landDetails[0]?.cropDetails).toEqual([
      expect.objectContaining({ season: 'Other', otherSeason: 'Summer', crop: 'Other', otherCrop: 'Millet' }),
      expect.objectContaining({ season: 'Zaid', otherSeason: '', crop: 'Watermelon', otherCrop: '' }),
    ]);
  });

  it('turns the guarantor toggle on when guarantors are saved', () => {
    const { form, guarantorsApply } = applicationForForm({ guarantorDetails: [{ name: 'Mohan' }] });
    expect(guarantorsApply).toBe(true);
    expect(form.guarantorDetails[0]).toMatchObject({ name: 'Mohan', landDetails: [{ surveyNo: '' }] });
    expect(form.guarantorDetails[0]?.assets.movable.gold).toEqual({ units: 0, valuePerUnit: 0 });
  });

  it('gives back a complete application unchanged in substance', () => {
    const saved = exampleCompleteApplication();
    const { form } = applicationForForm(saved);
    expect(kccApplicationSubmitSchema.safeParse(applicationPayload(form, { guarantorsApply: false })).success).toBe(
      true,
    );
    expect(form.landDetails).toEqual(saved.landDetails);
  });
});

describe('the crops of each land record', () => {
  it('keeps the records’ own crops, else spreads the flat list over them', () => {
    expect(cropsPerLandRecord([['a'], []], ['x', 'y'])).toEqual([['a'], []]);
    expect(cropsPerLandRecord([[], [], []], ['x', 'y', 'z', 'w'])).toEqual([['x', 'y'], ['z', 'w'], []]);
  });

  it('reads a saved application’s land records with their crops, the stored values untouched', () => {
    const saved = {
      landDetails: [{ khataNo: '1', landArea: 2 }, { khataNo: '2' }],
      cropDetails: [
        { crop: 'Wheat', area: 1 },
        { crop: 'Paddy', area: 2 },
        { crop: 'Gram', area: 3 },
      ],
    };
    expect(landRecordsWithCrops(saved)).toEqual([
      {
        khataNo: '1',
        landArea: 2,
        cropDetails: [
          { crop: 'Wheat', area: 1 },
          { crop: 'Paddy', area: 2 },
        ],
      },
      { khataNo: '2', cropDetails: [{ crop: 'Gram', area: 3 }] },
    ]);
    const nested = { landDetails: [{ cropDetails: [{ crop: 'Wheat' }] }], cropDetails: [{ crop: 'Paddy' }] };
    expect(landRecordsWithCrops(nested)).toEqual([{ cropDetails: [{ crop: 'Wheat' }] }]);
    expect(landRecordsWithCrops(null)).toEqual([]);
    expect(landRecordsWithCrops({ landDetails: 'none' })).toEqual([]);
  });
});

describe('saving helpers', () => {
  it('distributes crops evenly and handles no land records', () => {
    expect(distributeCrops([1, 2, 3, 4, 5], 2)).toEqual([
      [1, 2, 3],
      [4, 5],
    ]);
    expect(distributeCrops([1, 2], 0)).toEqual([[1, 2]]);
    expect(distributeCrops([], 2)).toEqual([[], []]);
  });

  it('flattens the nested crops', () => {
    expect(
      flattenCrops([{ cropDetails: [{ crop: 'Wheat' }] }, { cropDetails: null }, { cropDetails: [{ crop: 'Paddy' }] }]),
    ).toEqual([{ crop: 'Wheat' }, { crop: 'Paddy' }]);
  });

  it('converts land and crop areas to acres', () => {
    expect(
      landDetailsInAcres([
        {
          landArea: '2',
          landAreaUnit: 'hectare',
          cropDetails: [
            { area: 1, areaUnit: 'hectare' },
            { area: 'x', areaUnit: 'acre' },
          ],
        },
      ]),
    ).toEqual([
      {
        landArea: 4.9421,
        landAreaUnit: 'acre',
        cropDetails: [
          { area: 2.47105, areaUnit: 'acre' },
          { area: 0, areaUnit: 'acre' },
        ],
      },
    ]);
  });

  it('sends guarantors only when the toggle is on, with the flat crop list rebuilt', () => {
    const form = {
      ...exampleCompleteApplication(),
      guarantorDetails: [applicationForForm({ guarantorDetails: [{}] }).form.guarantorDetails[0]!],
    };
    expect(applicationPayload(form, { guarantorsApply: false }).guarantorDetails).toEqual([]);
    const payload = applicationPayload(form, { guarantorsApply: true });
    expect(payload.guarantorDetails).toHaveLength(1);
    expect(payload.cropDetails.map((crop) => crop.crop)).toEqual(['Wheat', 'Paddy']);
    expect(kccApplicationDraftSchema.safeParse(payload).success).toBe(true);
  });
});
