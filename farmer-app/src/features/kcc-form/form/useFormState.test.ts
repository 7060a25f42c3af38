import { act, renderHook } from '@testing-library/react';
import { defaultApplication } from '@kisan-credit/shared-api/contract/application/defaults';
import { useFormState } from './useFormState';

describe('useFormState', () => {
  it('changes fields by path or by recipe, leaving the old state untouched', () => {
    const { result } = renderHook(() => useFormState({ form: defaultApplication(), guarantorsApply: false }));
    const before = result.current.form;
    act(() => result.current.setValue('familyMembers.0.name', 'Sunita'));
    act(() =>
      result.current.edit(
        (draft) => void draft.dueDiligenceContacts.push({ name: 'Mahesh', mobile: '', dueDiliAddress: '' }),
      ),
    );
    expect(result.current.form.familyMembers[0]!.name).toBe('Sunita');
    expect(result.current.form.dueDiligenceContacts).toHaveLength(2);
    expect(before.familyMembers[0]!.name).toBe('');
  });
});

it('switches the guarantor toggle together with its change to the form', () => {
  const { result } = renderHook(() => useFormState({ form: defaultApplication(), guarantorsApply: false }));
  act(() => result.current.setGuarantorsApply(true, (draft) => void draft.guarantorDetails.push({} as never)));
  expect(result.current.guarantorsApply).toBe(true);
  expect(result.current.form.guarantorDetails).toHaveLength(1);
  act(() => result.current.setGuarantorsApply(false));
  expect(result.current.guarantorsApply).toBe(false);
  expect(result.current.form.guarantorDetails).toHaveLength(1);
});
