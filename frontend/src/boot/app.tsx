/**
 * The app itself: styles, translations, React and the router. main.tsx loads it after starting what the
 * opening route needs (boot/early.ts), so the two load in parallel.
 */
import '@cloudscape-design/global-styles/index.css';
import '../styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { onSessionExpired } from '../api/client.ts';
import { App } from '../app/App.tsx';
import { expireSession } from '../app/sessionActions.ts';
import { initI18n } from '../i18n/index.ts';

initI18n();
onSessionExpired(expireSession);

const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}
