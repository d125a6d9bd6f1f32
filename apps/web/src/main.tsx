import '@fontsource/inter/400.css';
import '@fontsource/inter/600.css';
import '@fontsource/inter/700.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { loadAuthPages } from './app/lazy-routes';
import { installGlobalErrorReporting } from './lib/error-reporting';

installGlobalErrorReporting();

// Most visits start signed out on a sign-in page: fetch its code while the boot calls run.
if (
  /^\/panel\/?(login|franchisee-login|otp|franchisee-otp|createPassword|franchisee-createPassword)?\/?$/.test(
    window.location.pathname,
  )
) {
  loadAuthPages().catch(() => undefined);
}

const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}
