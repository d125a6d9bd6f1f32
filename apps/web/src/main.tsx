import '@fontsource/inter/400.css';
import '@fontsource/inter/600.css';
import '@fontsource/inter/700.css';
// Hindi (docs/product-rules.md#hindi-mode): Inter has no Devanagari; these faces download only when a page
// shows Devanagari text (their unicode-range), so English pages cost nothing more.
import '@fontsource/noto-sans-devanagari/400.css';
import '@fontsource/noto-sans-devanagari/600.css';
import '@fontsource/noto-sans-devanagari/700.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { SIGN_IN_PATH, signInIsland } from './app/early-boot';
import { loadAuthPages } from './app/lazy-routes';
import { keepSignInHandoff } from './app/sign-in-handoff';
import { followDeviceLanguage } from './i18n/i18n';
import { installGlobalErrorReporting } from './lib/error-reporting';

installGlobalErrorReporting();

// Most visits start signed out on a sign-in page: fetch its code while the boot calls run (the
// built page's inline script has already asked for its chunks; this starts their evaluation).
if (SIGN_IN_PATH.test(window.location.pathname)) {
  loadAuthPages().catch(() => undefined);
}

function render() {
  const root = document.getElementById('root');
  if (!root) return;
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}

// On /panel/login the sign-in island's form is the page until it is sent (src/sign-in-island):
// the app draws then, with what was typed, and not while the person is typing into the island.
const island = signInIsland();
if (island) {
  island.mount.then(async (handoff) => {
    keepSignInHandoff(handoff);
    // The island's language switch may have been used after these scripts started.
    await followDeviceLanguage().catch(() => undefined);
    render();
  });
} else {
  render();
}
