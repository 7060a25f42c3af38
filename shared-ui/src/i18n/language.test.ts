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

  it('is the first shipped language the browser prefers (Tamil after French), else English', () => {
    expect(loadPage({ browserLanguages: ['fr-FR', 'ta-IN', 'hi'] }).currentLanguage()).toBe('ta');
    expect(loadPage({ browserLanguages: ['fr-FR', 'de'] }).currentLanguage()).toBe('en');
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
  it('switches once the texts are here, tells the listeners, sets html lang and is remembered for the next visit', async () => {
    const { currentLanguage, setLanguage, onLanguageChange } = loadPage({});
    const listener = jest.fn();
    const unsubscribe = onLanguageChange(listener);

    await setLanguage('hi');

    expect(currentLanguage()).toBe('hi');
    expect(listener).toHaveBeenCalled();
    listener.mockClear();
    expect(document.documentElement.lang).toBe('hi');
    expect(localStorage.getItem('language')).toBe('hi');

    unsubscribe();
    await setLanguage('en');
    expect(listener).not.toHaveBeenCalled();
    expect(currentLanguage()).toBe('en');
  });
});

describe('loadTexts in two apps of one page', () => {
  const global = globalThis as { TEXTS_VERSION?: string; kisanCreditTexts?: unknown };
  afterEach(() => {
    delete global.TEXTS_VERSION;
    delete global.kisanCreditTexts;
    jest.dontMock('./textBundles');
  });

  /** One app's copy of the module, built with texts of `version`, fetching through `fetchTexts`. */
  function appBuiltWith(version: string, fetchTexts: jest.Mock) {
    global.TEXTS_VERSION = version;
    jest.doMock('./textBundles', () => ({ loadTextBundle: fetchTexts, loadOptionNames: jest.fn() }));
    let language!: typeof LanguageModule;
    jest.isolateModules(() => {
      language = jest.requireActual<typeof LanguageModule>('./language');
    });
    return language;
  }

  it('downloads a language once when the shell and a role app were built with the same texts', async () => {
    const fetchTexts = jest.fn(async () => ({ common: { close: 'बंद करें' } }));
    await appBuiltWith('texts-1', fetchTexts).loadTexts('hi');
    await appBuiltWith('texts-1', fetchTexts).loadTexts('hi');
    expect(fetchTexts).toHaveBeenCalledTimes(1);
  });

  it('downloads a role app’s own texts when it was built with other texts than the shell', async () => {
    const fetchTexts = jest.fn(async () => ({ common: { close: 'बंद करें' } }));
    await appBuiltWith('texts-1', fetchTexts).loadTexts('hi');
    await appBuiltWith('texts-2', fetchTexts).loadTexts('hi');
    await appBuiltWith('texts-2', fetchTexts).loadTexts('ta');
    expect(fetchTexts.mock.calls).toEqual([['hi'], ['hi'], ['ta']]);
  });
});
