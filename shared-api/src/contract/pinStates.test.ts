import { statesForPin } from './pinStates';

describe('statesForPin', () => {
  it('names the state of a PIN code by its postal circle', () => {
    expect(statesForPin('241403')).toEqual(['Uttar Pradesh']);
    expect(statesForPin('560001')).toEqual(['Karnataka']);
    expect(statesForPin('110001')).toEqual(['Delhi']);
  });

  it('names every state of a circle that serves several', () => {
    expect(statesForPin('248001')).toEqual(['Uttar Pradesh', 'Uttarakhand']);
    expect(statesForPin('793001')).toContain('Meghalaya');
  });

  it('names none for what is not a PIN code', () => {
    expect(statesForPin('912345')).toEqual([]);
    expect(statesForPin('24140')).toEqual([]);
    expect(statesForPin('012345')).toEqual([]);
  });
});
