import { issueText } from '@kisan-credit/shared-api/contract/testing/issues';
import { blankCrop, blankGuarantor, defaultApplication } from '@kisan-credit/shared-api/contract/application/defaults';
import { validateApplication } from './validateApplication';
import { applicationBody, bodyToCheck } from './payload';

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

describe('bodyToCheck', () => {
  const withCropArea = (area: string, areaUnit = 'acre') => ({
    ...defaultApplication(),
    landDetails: [
      { ...defaultApplication().landDetails[0]!, cropDetails: [{ ...blankCrop(), crop: 'Wheat', area, areaUnit }] },
    ],
  });
  const areaMessage = (area: string) =>
    issueText(validateApplication(bodyToCheck(withCropArea(area), false))['landDetails.0.cropDetails.0.area'] ?? '');

  it('keeps an empty crop area empty, so the check asks for it instead of calling 0 too small', () => {
    expect(applicationBody(withCropArea(''), false).landDetails[0]!.cropDetails[0]!.area).toBe(0);
    expect(areaMessage('')).toBe('Please enter the cultivation area');
    expect(areaMessage('  ')).toBe('Please enter the cultivation area');
  });

  it('checks an entered area in acres, and a zero one as too small', () => {
    const body = bodyToCheck(withCropArea('1', 'hectare'), false);
    expect(body.landDetails[0]!.cropDetails[0]!.area).toBe(2.47105);
    expect(body.cropDetails[0]!.area).toBe(2.47105);
    expect(areaMessage('0')).toBe('Cultivation area must be more than 0');
  });
});
