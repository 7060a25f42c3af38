import { saveRefusalOf } from './saveRefusal';

const answer = (status: number, error: string, code: string) => ({ status, data: { error, code } });

describe('saveRefusalOf', () => {
  it('is stale only when another person saved first (409 staleApplication)', () => {
    expect(saveRefusalOf(answer(409, 'Changed meanwhile', 'staleApplication'), 'Update failed')).toEqual({
      kind: 'stale',
    });
  });

  it("carries the server's reason for any other refusal, else the form's fallback", () => {
    expect(saveRefusalOf(answer(409, 'This mobile number is taken', 'phoneTaken'), 'Update failed')).toEqual({
      kind: 'refused',
      message: 'This mobile number is taken',
    });
    expect(saveRefusalOf(answer(403, 'Not your case', 'forbidden'), 'Update failed')).toEqual({
      kind: 'refused',
      message: 'Not your case',
    });
    expect(saveRefusalOf({ status: 502, data: '<html>' }, 'Update failed')).toEqual({
      kind: 'refused',
      message: 'Update failed',
    });
  });
});
