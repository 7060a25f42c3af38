import { kccApplicationDraftSchema } from '../application';
import { blankGuarantor, defaultApplication, GUARANTORS_WHEN_TOGGLED_ON } from './defaults';

describe('defaultApplication', () => {
  it('starts with one blank family member, one blank reference contact and one land record with one crop', () => {
    const application = defaultApplication();
    expect(application.familyMembers).toEqual([{ name: '', relation: '', income: '', weatherDependent: false }]);
    expect(application.dueDiligenceContacts).toEqual([{ name: '', mobile: '', dueDiliAddress: '' }]);
    expect(application.landDetails).toHaveLength(1);
    expect(application.landDetails[0]).toMatchObject({ landAreaUnit: 'acre' });
    expect(application.landDetails[0]?.cropDetails).toEqual([
      { season: 'Rabi', otherSeason: '', crop: '', otherCrop: '', area: '', areaUnit: 'acre', condition: 'Good' },
    ]);
  });

  it('fills the land general information defaults, assets at 0, no liabilities, no guarantors', () => {
    const application = defaultApplication();
    expect(application.landGeneralInfo).toEqual({
      nearbyLandmarks: 'North: South: East: West:',
      farmLocationForWellPumpShed: 'Well and Shed',
      distanceFromBranch: '5 KM',
    });
    expect(Object.values(application.assets.movable)).toHaveLength(8);
    expect(Object.values(application.assets.immovable)).toHaveLength(3);
    for (const item of [...Object.values(application.assets.movable), ...Object.values(application.assets.immovable)]) {
      expect(item).toEqual({ units: 0, valuePerUnit: 0 });
    }
    expect(application.liabilities).toEqual({ ourBranch: [], otherBank: [], cooperativeSociety: [] });
    expect(application.guarantorDetails).toEqual([]);
    expect(application.season).toBe('Rabi');
    expect([application.termsAccepted, application.privacyConsent]).toEqual([false, false]);
  });

  it('gives a fresh object each time', () => {
    const first = defaultApplication();
    first.familyMembers[0]!.name = 'changed';
    expect(defaultApplication().familyMembers[0]?.name).toBe('');
  });

  it('is a valid draft', () => {
    expect(kccApplicationDraftSchema.safeParse(defaultApplication()).success).toBe(true);
  });
});

describe('blankGuarantor', () => {
  it('has every field blank, documents not uploaded, assets at 0 and one land row', () => {
    const guarantor = blankGuarantor();
    expect(guarantor).toMatchObject({
      name: '',
      fatherName: '',
      mobile: '',
      address: '',
      aadhar: '',
      means: '',
      propertyDetails: '',
      aadharDoc: { url: '', uploaded: false },
      photoDoc: { url: '', uploaded: false },
      landDetails: [{ surveyNo: '', area: '', revenueVillage: '' }],
    });
    expect(guarantor.assets.movable.tractor).toEqual({ units: 0, valuePerUnit: 0 });
    expect(GUARANTORS_WHEN_TOGGLED_ON).toBe(2);
  });
});
