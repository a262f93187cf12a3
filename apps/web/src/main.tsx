import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { installErrorReporting } from './shared/errors/install-error-reporting';
import { i18nReady } from './shared/i18n/i18n';

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');

installErrorReporting();

// The language's texts arrive first, so the first screen is already translated; a failed download
// still renders (the keys show) rather than leaving a blank page.
void i18nReady
  .catch(() => undefined)
  .then(() =>
    createRoot(container).render(
      <StrictMode>
        <App />
      </StrictMode>,
    ),
  );
