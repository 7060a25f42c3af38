import { nearestName } from './nearestName';

const DISTRICTS = ['Hardoi', 'Sitapur', 'Lucknow', 'Unnao', 'Etah', 'Etawah', 'Banda', 'Basti'];

describe('nearestName', () => {
  it('gives a name read right as it is spelt in the list', () => {
    expect(nearestName('HARDOI', DISTRICTS)).toBe('Hardoi');
  });

  it('gives the one name a misread word is near', () => {
    expect(nearestName('Mardoi', DISTRICTS)).toBe('Hardoi');
    expect(nearestName('Sitapun', DISTRICTS)).toBe('Sitapur');
  });

  it('gives nothing for a word far from every name', () => {
    expect(nearestName('Rampur', DISTRICTS)).toBeUndefined();
    expect(nearestName('Shaul', ['Sidhauli', 'Biswan'])).toBeUndefined();
  });

  it('allows short words fewer misreads', () => {
    expect(nearestName('Elah', DISTRICTS)).toBe('Etah');
    expect(nearestName('Ekah', DISTRICTS)).toBeUndefined();
    expect(nearestName('Eta', ['Etah'])).toBeUndefined();
  });

  it('gives nothing when two names are as near', () => {
    expect(nearestName('Banti', DISTRICTS)).toBeUndefined();
    expect(nearestName('Bandi', ['Banda', 'Bandu'])).toBeUndefined();
  });

  it('takes a wider reach when asked, for a few names far apart', () => {
    expect(nearestName('Tehst', ['Village', 'Tehsil', 'District'])).toBeUndefined();
    expect(nearestName('Tehst', ['Village', 'Tehsil', 'District'], { maxDistance: () => 1 })).toBe('Tehsil');
  });

  it('asks a wider lead when told', () => {
    const tehsils = ['Sitapur', 'Biswan', 'Sidhauli'];
    expect(nearestName('Shaul', tehsils, { maxDistance: () => 2 })).toBe('Sidhauli');
    expect(nearestName('Shaul', tehsils, { maxDistance: () => 2, minLead: 2 })).toBeUndefined();
  });
});
