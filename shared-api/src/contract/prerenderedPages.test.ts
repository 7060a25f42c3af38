import { prerenderedFileFor, prerenderedVisitorFor, visitorOf } from './prerenderedPages';

describe('prerenderedFileFor', () => {
  it('names the file of each prerendered page, with or without a trailing slash', () => {
    expect(prerenderedFileFor('/')).toBe('home.html');
    expect(prerenderedFileFor('/login')).toBe('login.html');
    expect(prerenderedFileFor('/contact/')).toBe('contact.html');
    expect(prerenderedFileFor('/kcc-form')).toBe('kcc-form.html');
  });

  it('has none for a staff page, an unknown path or a path that tries to leave the folder', () => {
    expect(prerenderedFileFor('/banker-dashboard')).toBeNull();
    expect(prerenderedFileFor('/nowhere')).toBeNull();
    expect(prerenderedFileFor('/../index')).toBeNull();
  });
});

describe('prerenderedVisitorFor', () => {
  it('draws the public pages for a signed-out visitor and the farmer’s form for a farmer', () => {
    expect(prerenderedVisitorFor('/')).toBe('signed-out');
    expect(prerenderedVisitorFor('/about')).toBe('signed-out');
    expect(prerenderedVisitorFor('/kcc-form')).toBe('farmer');
  });
});

describe('visitorOf', () => {
  it('names a session in the same terms, any role other than staff being a farmer', () => {
    expect(visitorOf({ authToken: null, userRole: null })).toBe('signed-out');
    expect(visitorOf({ authToken: 't', userRole: 'user' })).toBe('farmer');
    expect(visitorOf({ authToken: 't', userRole: 'farmer' })).toBe('farmer');
    expect(visitorOf({ authToken: 't', userRole: 'banker' })).toBe('banker');
  });
});
