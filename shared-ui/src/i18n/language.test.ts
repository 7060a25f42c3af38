import type * as LanguageModule from './language';

/** A fresh page load: the module (and its i18next instance) as a new visit initialises them. */
function loadPage({ stored, browserLanguages = ['en-IN'] }: { stored?: string; browserLanguages?: string[] }) {
  localStorage.clear();
  if (stored !== undefined) localStorage.setItem('language', stored);
  jest.spyOn(navigator, 'languages', 'get').mockReturnValue(browserLanguages);
  document.documentElement.lang = '';
  let language!: typeof LanguageModule;
  jest.isolateModules(() => {
    language = jest.requireActual<typeof LanguageModule>('./language');
  });
  return language;
}

afterEach(() => jest.restoreAllMocks());

describe('the current language', () => {
  it('is English on a first visit from an English browser, and html lang says so', () => {
    const { currentLanguage } = loadPage({});
    expect(currentLanguage()).toBe('en');
    expect(document.documentElement.lang).toBe('en');
  });

  it('is Hindi on a first visit from a browser that prefers Hindi', () => {
    expect(loadPage({ browserLanguages: ['hi-IN', 'en'] }).currentLanguage()).toBe('hi');
  });

  it('is the remembered choice on a later visit, whatever the browser prefers', () => {
    const { currentLanguage } = loadPage({ stored: 'en', browserLanguages: ['hi-IN'] });
    expect(currentLanguage()).toBe('en');
    expect(loadPage({ stored: 'hi' }).currentLanguage()).toBe('hi');
    expect(document.documentElement.lang).toBe('hi');
  });

  it('ignores a remembered value that is not a language', () => {
    expect(loadPage({ stored: 'fr' }).currentLanguage()).toBe('en');
  });
});

describe('setLanguage', () => {
  it('switches at once, tells the listeners, sets html lang and is remembered for the next visit', () => {
    const { currentLanguage, setLanguage, onLanguageChange } = loadPage({});
    const listener = jest.fn();
    const unsubscribe = onLanguageChange(listener);

    setLanguage('hi');

    expect(currentLanguage()).toBe('hi');
    expect(listener).toHaveBeenCalledTimes(1);
    expect(document.documentElement.lang).toBe('hi');
    expect(localStorage.getItem('language')).toBe('hi');

    unsubscribe();
    setLanguage('en');
    expect(listener).toHaveBeenCalledTimes(1);
    expect(currentLanguage()).toBe('en');
  });
});
