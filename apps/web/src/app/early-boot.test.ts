import { join } from 'node:path';
import { authEndpoints, GLOSSARY } from '@cardora/contract/auth';
import { describe, expect, it } from 'vitest';
import englishAuth from '../../../../packages/contract/src/locales/en/auth.json';
import hindiAuth from '../../../../packages/contract/src/locales/hi/auth.json';
import { loginSplashWords } from '../../scripts/early-boot-plugin';
import {
  EARLY_GETS,
  EARLY_RESPONSES_KEY,
  earlyBootScript,
  LANGUAGE_STORAGE_KEY,
  SIGN_IN_ISLAND_KEY,
  SIGN_IN_PATH,
  SIGN_IN_SPLASH_KEY,
  SIGN_IN_WORDS_KEY,
  type SignInWordsHandle,
  START_APP_KEY,
  signInSplashScript,
  signInSplashWords,
  startAppScript,
  takeEarlyResponse,
} from './early-boot';

/** Runs the head's inline script against a page of our making: what it fetched. */
function runScript(page: { pathname: string; search?: string; storedAgency?: string | null }) {
  const fetched: string[] = [];
  const window: Record<string, unknown> = {};
  const run = new Function('window', 'location', 'sessionStorage', 'fetch', earlyBootScript());
  run(
    window,
    { pathname: page.pathname, search: page.search ?? '' },
    { getItem: () => page.storedAgency ?? null },
    (url: string) => {
      fetched.push(url);
      return Promise.resolve(new Response('{"data":{}}'));
    },
  );
  return { fetched, window };
}

const LOCALES = join(import.meta.dirname, '../../../../packages/contract/src/locales');

const APP_SCRIPTS = {
  entry: '/panel/assets/index-abc.js',
  entryImports: ['/panel/assets/react-abc.js', '/panel/assets/vendor-abc.js'],
  signInChunks: ['/panel/assets/sign-in-abc.js'],
};

/**
 * Runs the body's script that starts the app, with the page's frames and timers in our hands:
 * what it added to the head (modulepreloads, then the module script), in order.
 */
function startApp(pathname: string, window: Record<string, unknown> = {}) {
  const added: string[] = [];
  const scripts: { onerror?: () => void }[] = [];
  const frames: (() => void)[] = [];
  const timers: { run: () => void; ms: number }[] = [];
  const document = {
    createElement: (tag: string) => ({ tag }),
    head: {
      appendChild: (element: {
        tag: string;
        rel?: string;
        href?: string;
        type?: string;
        src?: string;
        onerror?: () => void;
      }) => {
        if (element.tag === 'script') scripts.push(element);
        added.push(element.tag === 'link' ? `${element.rel} ${element.href}` : `${element.type} ${element.src}`);
      },
    },
  };
  new Function('window', 'location', 'document', 'requestAnimationFrame', 'setTimeout', startAppScript(APP_SCRIPTS))(
    window,
    { pathname },
    document,
    (run: () => void) => frames.push(run),
    (run: () => void, ms: number) => timers.push({ run, ms }),
  );
  return { added, frames, timers, scripts, window };
}

describe('the inline boot script', () => {
  it('asks for the two GETs BootGate makes, at the contract paths', () => {
    expect(EARLY_GETS).toEqual([authEndpoints.getAgencyDetails.path, authEndpoints.getSession.path]);
    expect(runScript({ pathname: '/panel/admin' }).fetched).toEqual(['/api/v1/agency-details', '/api/v1/session']);
  });

  it('names the agency as the API client does: from the URL, else the tab', () => {
    expect(runScript({ pathname: '/panel/login', search: '?agency=acme&x=1' }).fetched[0]).toBe(
      '/api/v1/agency-details?agency=acme',
    );
    expect(runScript({ pathname: '/panel/login', storedAgency: 'sharma co' }).fetched[1]).toBe(
      '/api/v1/session?agency=sharma+co',
    );
  });

  it('hands each answer to the client once, by URL', async () => {
    const { window } = runScript({ pathname: '/panel/login' });
    expect(Object.keys(Object(Reflect.get(window, EARLY_RESPONSES_KEY)))).toHaveLength(2);
    const early = takeEarlyResponse('/api/v1/session', window);
    expect(early).toBeInstanceOf(Promise);
    expect((await early)?.status).toBe(200);
    expect(takeEarlyResponse('/api/v1/session', window)).toBeUndefined();
    expect(takeEarlyResponse('/api/v1/session?agency=other', window)).toBeUndefined();
    expect(takeEarlyResponse('/api/v1/session', {})).toBeUndefined();
  });
});

describe('starting the app after the first paint', () => {
  it('adds nothing until a frame has been drawn and a task has run after it', () => {
    const page = startApp('/panel/customer');
    expect(page.added).toEqual([]);
    expect(page.frames).toHaveLength(1);
    page.frames[0]?.();
    const afterFrame = page.timers.find((timer) => timer.ms === 0);
    expect(page.added).toEqual([]);
    afterFrame?.run();
    expect(page.added).toEqual([
      'modulepreload /panel/assets/react-abc.js',
      'modulepreload /panel/assets/vendor-abc.js',
      'module /panel/assets/index-abc.js',
    ]);
  });

  it('brings the sign-in chunks on the sign-in pages only', () => {
    for (const path of ['/panel', '/panel/', '/panel/login', '/panel/franchisee-otp', '/panel/createPassword/']) {
      expect(SIGN_IN_PATH.test(path), path).toBe(true);
      const page = startApp(path);
      page.timers.find((timer) => timer.ms > 0)?.run();
      expect(page.added, path).toContain('modulepreload /panel/assets/sign-in-abc.js');
    }
    for (const path of ['/panel/customer', '/panel/admin/businesses', '/panel/loginx']) {
      const page = startApp(path);
      page.timers.find((timer) => timer.ms > 0)?.run();
      expect(page.added, path).not.toContain('modulepreload /panel/assets/sign-in-abc.js');
    }
  });

  it('leaves the start to the sign-in island where there is one, and tells it when the scripts fail', () => {
    let failures = 0;
    const island = { appFailed: () => failures++ };
    const page = startApp('/panel/login', { [SIGN_IN_ISLAND_KEY]: island });
    expect(page.frames).toHaveLength(0);
    expect(page.timers).toHaveLength(0);
    const start = page.window[START_APP_KEY];
    expect(typeof start).toBe('function');
    (start as () => void)();
    (start as () => void)();
    expect(page.added.filter((line) => line.startsWith('module '))).toEqual(['module /panel/assets/index-abc.js']);
    expect(page.added).toContain('modulepreload /panel/assets/sign-in-abc.js');
    page.scripts[0]?.onerror?.();
    expect(failures).toBe(1);
  });

  it('starts once, and without frames (a background tab) by its timer', () => {
    const page = startApp('/panel/customer');
    const fallback = page.timers.find((timer) => timer.ms > 0);
    expect(fallback?.ms).toBeLessThanOrEqual(250);
    fallback?.run();
    page.frames[0]?.();
    for (const timer of page.timers) timer.run();
    expect(page.added.filter((line) => line.startsWith('module '))).toEqual(['module /panel/assets/index-abc.js']);
  });
});

interface FakeElement {
  textContent: string;
  attributes: Record<string, string>;
  getAttribute(name: string): string | null;
  setAttribute(name: string, value: string): void;
}

function fakeElement(attributes: Record<string, string>, textContent = ''): FakeElement {
  return {
    textContent,
    attributes,
    getAttribute: (name) => attributes[name] ?? null,
    setAttribute(name, value) {
      attributes[name] = value;
    },
  };
}

/** A splash of our making for the body's sign-in script: the words it wrote, and the page's state. */
function drawSplash(page: { pathname: string; stored?: string | null; languages?: string[] }) {
  const title = fakeElement({ 'data-word': 'title' });
  const subtitle = fakeElement({ 'data-word': 'subtitle' });
  const secure = fakeElement({ 'data-word': 'secureSignIn' });
  const india = fakeElement({ 'data-word': 'country.in', 'data-suffix': ' (+91)' });
  const menu = fakeElement({ 'data-word-aria': 'codeChoose' });
  const name = fakeElement({}, 'Sharma Cards');
  const block = { hidden: true };
  const classes: string[] = [];
  const documentElement = { lang: 'en' };
  const window: Record<string, unknown> = {};
  const stored: Record<string, string> = page.stored ? { [LANGUAGE_STORAGE_KEY]: page.stored } : {};
  const splash = {
    classList: { add: (className: string) => classes.push(className) },
    querySelector: (selector: string) => (selector === '.boot-splash__name' ? name : null),
    querySelectorAll: (selector: string) =>
      selector === '[data-word]' ? [title, subtitle, secure, india] : selector === '[data-word-aria]' ? [menu] : [],
  };
  const document = {
    documentElement,
    getElementById: (id: string) => (id === 'boot-sign-in' ? block : null),
    querySelector: (selector: string) => (selector === '.boot-splash' ? splash : null),
  };
  const words = loginSplashWords(LOCALES);
  new Function('window', 'location', 'document', 'localStorage', 'navigator', signInSplashScript(words))(
    window,
    { pathname: page.pathname },
    document,
    {
      getItem: (key: string) => stored[key] ?? null,
      setItem: (key: string, value: string) => {
        stored[key] = value;
      },
    },
    { languages: page.languages ?? ['en-US'] },
  );
  return {
    title: title.textContent,
    subtitle: subtitle.textContent,
    secure: secure.textContent,
    india: india.textContent,
    menuLabel: menu.attributes['aria-label'],
    shown: !block.hidden,
    classes,
    documentElement,
    window,
    stored,
  };
}

describe("the sign-in splash (the login card's words before any script)", () => {
  it('writes the login title and subtitle in the browser language we have, else English', () => {
    const english = drawSplash({ pathname: '/panel/login', languages: ['ta-IN', 'en-GB'] });
    expect(english).toMatchObject({
      title: englishAuth.login.title,
      subtitle: englishAuth.login.subtitle,
      shown: true,
    });
    expect(english.classes).toEqual(['boot-splash--sign-in']);
    const hindi = drawSplash({ pathname: '/panel/login/', languages: ['hi-IN', 'en-IN'] });
    expect(hindi).toMatchObject({ title: hindiAuth.login.title, subtitle: hindiAuth.login.subtitle });
    expect(hindi.documentElement.lang).toBe('hi');
    expect(drawSplash({ pathname: '/panel/login', languages: ['fr'] }).title).toBe(englishAuth.login.title);
  });

  it('follows the language chosen on this device over the browser', () => {
    expect(drawSplash({ pathname: '/panel/login', stored: 'hi', languages: ['en-IN'] }).title).toBe(
      hindiAuth.login.title,
    );
    expect(drawSplash({ pathname: '/panel/login', stored: 'en', languages: ['hi-IN'] }).title).toBe(
      englishAuth.login.title,
    );
    // A stored value that is no language of ours (or a prototype key) is ignored.
    expect(drawSplash({ pathname: '/panel/login', stored: 'toString', languages: ['hi'] }).title).toBe(
      hindiAuth.login.title,
    );
  });

  it("leaves every other page's splash as it is", () => {
    for (const pathname of ['/panel', '/panel/customer', '/panel/franchisee-login', '/panel/otp']) {
      const page = drawSplash({ pathname });
      expect(page, pathname).toMatchObject({ title: '', shown: false, classes: [] });
    }
  });

  it("draws the island's every word: the agency's name in its sentence, each country with its code, the labels", () => {
    const english = drawSplash({ pathname: '/panel/login' });
    expect(english.secure).toBe(englishAuth.shell.secureSignIn.replace('{{name}}', 'Sharma Cards'));
    expect(english.india).toBe(`${englishAuth.countryCode.countries.in} (+91)`);
    expect(english.menuLabel).toBe(englishAuth.countryCode.choose);
    const hindi = drawSplash({ pathname: '/panel/login', languages: ['hi'] });
    expect(hindi.secure).toBe(hindiAuth.shell.secureSignIn.replace('{{name}}', 'Sharma Cards'));
    expect(hindi.menuLabel).toBe(hindiAuth.countryCode.choose);
  });

  it('switches language for the island, keeping the choice on the device only when asked', () => {
    const page = drawSplash({ pathname: '/panel/login', languages: ['en-IN'] });
    expect(page.stored).toEqual({});
    const handle = page.window[SIGN_IN_WORDS_KEY] as SignInWordsHandle;
    expect(handle.language).toBe('en');
    expect(handle.languages).toEqual(expect.arrayContaining(['en', 'hi']));
    handle.apply('hi', true);
    expect(handle.language).toBe('hi');
    expect(page.documentElement.lang).toBe('hi');
    expect(page.stored[LANGUAGE_STORAGE_KEY]).toBe('hi');
    expect(signInSplashWords(page.window)?.title).toBe(hindiAuth.login.title);
    handle.apply('xx', true);
    expect(handle.language).toBe('hi');
  });

  it("hands React's splash the words it drew", () => {
    const page = drawSplash({ pathname: '/panel/login', languages: ['hi'] });
    expect(Object.keys(page.window).sort()).toEqual([SIGN_IN_SPLASH_KEY, SIGN_IN_WORDS_KEY].sort());
    expect(signInSplashWords(page.window)).toEqual({
      title: hindiAuth.login.title,
      subtitle: hindiAuth.login.subtitle,
    });
    expect(signInSplashWords({})).toBeNull();
  });

  it("the build gives it every language's login words from the contract", () => {
    const words = loginSplashWords(LOCALES);
    expect(words.en).toMatchObject({
      title: englishAuth.login.title,
      subtitle: englishAuth.login.subtitle,
      continue: englishAuth.identify.continue,
      partnerSignIn: GLOSSARY.partnerSignIn,
      'country.gb': englishAuth.countryCode.countries.gb,
    });
    expect(words.hi).toMatchObject({
      title: hindiAuth.login.title,
      subtitle: hindiAuth.login.subtitle,
      mobile: hindiAuth.identify.mobile,
      loadFailed: hindiAuth.login.loadFailed,
    });
    // The same keys in every language: a word Hindi lacks is English's.
    expect(Object.keys(words.hi ?? {}).sort()).toEqual(Object.keys(words.en ?? {}).sort());
  });
});
