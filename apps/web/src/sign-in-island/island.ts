// The sign-in island: on /panel/login, signed out, the page's own HTML is the working
// first step of the sign-in (phone or e-mail), made usable by this script of a few KB, inlined in
// the page. React, React Router, MUI, zod, i18next and react-hook-form (~285 KB gzip) are what the
// rest of the panel needs; here they are what stood between a cheap phone and a form it can type
// into. So the app's scripts start only when the person first uses the form (a tap or a key:
// they download while the number is typed), and the app draws when the form is sent: this script
// hands it what was typed (SignInHandoff) and React's sign-in page takes over, sending it on as if
// typed there, with the contract's checks and messages. Until then the island's page lies above
// whatever React draws first, so nothing flashes. Everything after the first step (password, OTP,
// partner sign-in, forgot password) is React's, unchanged.
//
// Built by scripts/early-boot-plugin.ts into an IIFE inlined after the splash script, which has
// already written the words in the visitor's language (SIGN_IN_WORDS_KEY) before the first paint.
import {
  EARLY_GETS,
  EARLY_RESPONSES_KEY,
  SIGN_IN_ISLAND_KEY,
  SIGN_IN_SPLASH_PATH,
  SIGN_IN_WORDS_KEY,
  type SignInHandoff,
  type SignInIsland,
  type SignInWordsHandle,
  START_APP_KEY,
} from '../app/early-boot';
import { asCallingCode } from '../components/form/country-codes';

/** How long the island's page may stay above the app after the form was sent, at most. */
const DISMISS_AFTER_MS = 20_000;

/**
 * Whether the early answers say this visit is a signed-out one on a known agency: only then is the
 * island's form the right page. Anything else (signed in, an unknown agency, an error) is the app's.
 */
export function isSignedOutVisit(agencyStatus: number, session: unknown): boolean {
  if (agencyStatus !== 200 || typeof session !== 'object' || session === null) return false;
  const data: unknown = Reflect.get(session, 'data');
  return typeof data === 'object' && data !== null && Reflect.get(data, 'kind') === 'none';
}

/** The early GET the head's script started for `path` (its URL may carry ?agency=). */
function earlyAnswer(win: object, path: string): Promise<Response> | null {
  const early: unknown = Reflect.get(win, EARLY_RESPONSES_KEY);
  if (typeof early !== 'object' || early === null) return null;
  for (const url of Object.keys(early)) {
    const answer: unknown = Reflect.get(early, url);
    if ((url === path || url.startsWith(`${path}?`)) && answer instanceof Promise) return answer;
  }
  return null;
}

/**
 * The app's answers stay unread for the app (takeEarlyResponse): the island reads a clone, made in
 * a callback registered before any of the app's.
 */
async function signedOut(win: object, agencyPath: string, sessionPath: string): Promise<boolean> {
  const agency = earlyAnswer(win, agencyPath);
  const session = earlyAnswer(win, sessionPath);
  if (!agency || !session) return false;
  const [agencyAnswer, sessionAnswer] = await Promise.all([
    agency.then((response) => response.status),
    session.then((response) => (response.ok ? response.clone().json() : null)),
  ]);
  return isSignedOutVisit(agencyAnswer, sessionAnswer);
}

function element<T extends Element>(root: ParentNode, selector: string): T {
  const found = root.querySelector<T>(selector);
  if (!found) throw new Error(`sign-in island: ${selector} is missing from the page`);
  return found;
}

export function runSignInIsland(win: Window & typeof globalThis): void {
  const doc = win.document;
  const words = Reflect.get(win, SIGN_IN_WORDS_KEY) as SignInWordsHandle | undefined;
  const splash = doc.querySelector<HTMLElement>('.boot-splash');
  const form = doc.getElementById('boot-sign-in-form');
  if (!SIGN_IN_SPLASH_PATH.test(win.location.pathname) || !words || !splash || !(form instanceof HTMLFormElement))
    return;

  const code = element<HTMLInputElement>(form, 'input[name="countryCode"]');
  const codeMenu = element<HTMLSelectElement>(form, 'select');
  const phone = element<HTMLInputElement>(form, 'input[name="phone"]');
  const email = element<HTMLInputElement>(form, 'input[name="email"]');
  const foreign = element<HTMLInputElement>(form, 'input[type="checkbox"]');
  const submit = element<HTMLButtonElement>(form, 'button[type="submit"]');
  const error = element<HTMLElement>(form, '.boot-form__error');
  const phoneRow = element<HTMLElement>(form, '.boot-form__phone');
  const emailRow = element<HTMLElement>(form, '.boot-form__email');

  let release: (handoff: SignInHandoff | null) => void = () => undefined;
  const mount = new Promise<SignInHandoff | null>((resolve) => {
    release = resolve;
  });
  let sent = false;
  let failed = false;
  let dismissTimer: ReturnType<typeof setTimeout> | undefined;
  const startApp = () => {
    const start: unknown = Reflect.get(win, START_APP_KEY);
    if (typeof start === 'function') start();
  };
  const dismiss = () => splash.remove();
  const setBusy = (busy: boolean) => {
    for (const field of [code, codeMenu, phone, email, foreign, submit]) field.disabled = busy;
    submit.classList.toggle('boot-button--busy', busy);
  };
  const island: SignInIsland = {
    mount,
    dismiss,
    appFailed() {
      // The app's scripts did not arrive (they start at the first key, so this may come before the
      // form is sent): the form the person is looking at says so when it is sent, keeping what
      // they typed; sending it again then reloads the page (a failed module stays failed).
      failed = true;
      if (!sent) return;
      // The app will not draw: the island's page stays, whatever the time.
      clearTimeout(dismissTimer);
      sent = false;
      setBusy(false);
      error.hidden = false;
    },
  };
  Reflect.set(win, SIGN_IN_ISLAND_KEY, island);

  const stepAside = () => {
    if (sent) return;
    sent = true;
    splash.classList.remove('boot-splash--island');
    release(null);
    startApp();
  };

  splash.classList.add('boot-splash--island');
  // A page now, not a "loading" announcement.
  splash.removeAttribute('role');
  splash.removeAttribute('aria-live');
  form.hidden = false;
  // As React's form does (autoFocus); on a phone focus alone does not open the keyboard.
  if (doc.activeElement === null || doc.activeElement === doc.body) phone.focus({ preventScroll: true });
  splash.querySelector('.boot-splash__name')?.setAttribute('data-testid', 'agency-name');
  const partnerLink = splash.querySelector<HTMLAnchorElement>('a[data-testid="to-franchisee-login"]');
  if (partnerLink) partnerLink.setAttribute('href', `${partnerLink.getAttribute('href') ?? ''}${win.location.search}`);

  // A tap or a key on the form: the person is signing in, so the app's scripts come now, while
  // they type (focus alone is not enough: the field takes it by itself on load).
  const wake = () => startApp();
  for (const type of ['pointerdown', 'keydown', 'input'])
    form.addEventListener(type, wake, { once: true, passive: true });

  code.addEventListener('input', () => {
    code.value = asCallingCode(code.value);
  });
  codeMenu.addEventListener('change', () => {
    code.value = codeMenu.value;
    codeMenu.value = '';
    phone.focus();
  });
  foreign.addEventListener('change', () => {
    const byEmail = foreign.checked;
    foreign.setAttribute('aria-checked', String(byEmail));
    phoneRow.hidden = byEmail;
    emailRow.hidden = !byEmail;
    (byEmail ? email : phone).focus();
  });

  for (const button of splash.querySelectorAll<HTMLButtonElement>('.boot-lang button')) {
    button.setAttribute('aria-pressed', String(button.lang === words.language));
    button.addEventListener('click', () => {
      words.apply(button.lang, true);
      for (const other of splash.querySelectorAll<HTMLButtonElement>('.boot-lang button'))
        other.setAttribute('aria-pressed', String(other === button));
    });
  }

  form.addEventListener('submit', (event) => {
    event.preventDefault();
    if (failed) {
      if (error.hidden) error.hidden = false;
      else win.location.reload();
      return;
    }
    if (sent) return;
    sent = true;
    error.hidden = true;
    setBusy(true);
    // Above whatever React draws first (its splash), until its sign-in page is in (dismiss()).
    doc.body.appendChild(splash);
    release({ countryCode: code.value, phone: phone.value, email: email.value, isForeignUser: foreign.checked });
    startApp();
    dismissTimer = setTimeout(dismiss, DISMISS_AFTER_MS);
  });

  const [agencyPath = '', sessionPath = ''] = EARLY_GETS;
  signedOut(win, agencyPath, sessionPath).then(
    (isSignedOut) => {
      if (!isSignedOut) stepAside();
    },
    () => stepAside(),
  );
}
