import { createNextState } from '@reduxjs/toolkit';
import { blankGuarantor, defaultApplication } from '@kisan-credit/shared-api/contract/application/defaults';
import { guarantorToggle } from './guarantorToggle';

describe('guarantorToggle', () => {
  it('switched on with no guarantors creates two blank ones', () => {
    const form = createNextState(defaultApplication(), guarantorToggle(true)!);
    expect(form.guarantorDetails).toEqual([blankGuarantor(), blankGuarantor()]);
  });

  it('keeps guarantors that exist, and switched off changes nothing', () => {
    const one = { ...defaultApplication(), guarantorDetails: [{ ...blankGuarantor(), name: 'Mahesh' }] };
    expect(createNextState(one, guarantorToggle(true)!).guarantorDetails).toHaveLength(1);
    expect(guarantorToggle(false)).toBeUndefined();
  });
});
