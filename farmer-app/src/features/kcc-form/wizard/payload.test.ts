import { blankCrop, blankGuarantor, defaultApplication } from 'shared-api/contract/application/defaults';
import { applicationBody } from './payload';

describe('applicationBody', () => {
  const form = {
    ...defaultApplication(),
    guarantorDetails: [blankGuarantor(), blankGuarantor()],
    landDetails: [
      {
        ...defaultApplication().landDetails[0]!,
        landArea: '2',
        landAreaUnit: 'hectare',
        cropDetails: [{ ...blankCrop(), crop: 'Wheat', area: '1', areaUnit: 'hectare' }],
      },
    ],
  };

  it('sends every area in acres, with the flat crop list rebuilt from the land records', () => {
    const body = applicationBody(form, true);
    expect(body.landDetails[0]).toMatchObject({ landArea: 4.9421, landAreaUnit: 'acre' });
    expect(body.landDetails[0]!.cropDetails[0]).toMatchObject({ crop: 'Wheat', area: 2.47105, areaUnit: 'acre' });
    expect(body.cropDetails).toEqual([expect.objectContaining({ crop: 'Wheat', area: 2.47105, areaUnit: 'acre' })]);
  });

  it('sends guarantors only when the toggle is on', () => {
    expect(applicationBody(form, true).guarantorDetails).toHaveLength(2);
    expect(applicationBody(form, false).guarantorDetails).toEqual([]);
  });

  it('does not change the form it was given', () => {
    applicationBody(form, false);
    expect(form.landDetails[0]!.landAreaUnit).toBe('hectare');
  });
});
