import { districtsOf, stateNames, tehsilsOf, tehsilsOfDistrict } from './gazetteer';
import { statesForPin } from '@kisan-credit/shared-api/contract/pinStates';

describe('gazetteer', () => {
  it('lists the districts of the states asked for, of all India otherwise', () => {
    expect(districtsOf(['Uttar Pradesh'])).toEqual(expect.arrayContaining(['Hardoi', 'Sitapur', 'Lucknow']));
    expect(districtsOf(['Uttar Pradesh'])).not.toContain('Karnal');
    expect(districtsOf([]).length).toBeGreaterThan(750);
  });

  it("lists a district's tehsils where it knows them", () => {
    expect(tehsilsOfDistrict('Hardoi', ['Uttar Pradesh'])).toEqual(
      expect.arrayContaining(['Sandila', 'Bilgram', 'Shahabad']),
    );
    expect(tehsilsOfDistrict('Allahabad', [])).toContain('Phulpur');
    expect(tehsilsOfDistrict('Karnal', ['Haryana'])).toBeUndefined();
    expect(tehsilsOf(['Haryana'])).toEqual([]);
  });

  it('holds together: every tehsil list belongs to a district of its state, every PIN circle to known states', () => {
    const upDistricts = new Set(districtsOf(['Uttar Pradesh']));
    for (const district of upDistricts) expect(tehsilsOfDistrict(district, ['Uttar Pradesh'])).toBeDefined();
    const states = new Set(stateNames());
    for (let prefix = 11; prefix <= 85; prefix += 1) {
      for (const state of statesForPin(`${prefix}0001`)) expect(states).toContain(state);
    }
  });
});
