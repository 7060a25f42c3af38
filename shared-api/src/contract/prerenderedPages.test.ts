import { prerenderedFileFor } from './prerenderedPages';

describe('prerenderedFileFor', () => {
  it('names the file of each public page, with or without a trailing slash', () => {
    expect(prerenderedFileFor('/')).toBe('home.html');
    expect(prerenderedFileFor('/login')).toBe('login.html');
    expect(prerenderedFileFor('/contact/')).toBe('contact.html');
  });

  it('has none for a role page, an unknown path or a path that tries to leave the folder', () => {
    expect(prerenderedFileFor('/kcc-form')).toBeNull();
    expect(prerenderedFileFor('/nowhere')).toBeNull();
    expect(prerenderedFileFor('/../index')).toBeNull();
  });
});
