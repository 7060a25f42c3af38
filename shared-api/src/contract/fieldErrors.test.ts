import { z } from 'zod';
import { firstErrorPerField } from './fieldErrors';

describe('firstErrorPerField', () => {
  it("keeps each field's first message, from zod's issues and from the server's", () => {
    const schema = z.object({
      name: z.string().min(2, 'Too short').max(1, 'Too long'),
      land: z.array(z.object({ area: z.number('Area is required') })),
    });
    const result = schema.safeParse({ name: 'a', land: [{ area: 1 }, {}] });
    expect(firstErrorPerField(result.error!.issues)).toEqual({ name: 'Too short', 'land.1.area': 'Area is required' });
    expect(
      firstErrorPerField([
        { path: 'pan', message: 'first' },
        { path: 'pan', message: 'second' },
        { message: 'no field' },
        { path: '', message: 'the whole body' },
      ]),
    ).toEqual({ pan: 'first' });
  });

  it('leaves out the paths the form does not show', () => {
    const issues = [
      { path: ['cropDetails', 0, 'area'], message: 'hidden' },
      { path: ['landDetails', 0, 'crops', 0, 'area'], message: 'shown' },
    ];
    expect(firstErrorPerField(issues, (path) => !path.startsWith('cropDetails.'))).toEqual({
      'landDetails.0.crops.0.area': 'shown',
    });
  });
});
