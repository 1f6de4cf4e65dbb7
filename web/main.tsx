import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import './styles.css';
import { Boot } from './app/boot.tsx';
import { OAuthCallbackPage } from './features/oauth/components/oauth-callback-page.tsx';
import { OAUTH_CALLBACK_PATH } from './lib/oauth-callback-channel.ts';

createRoot(document.getElementById('root')!).render(
  <StrictMode>{window.location.pathname === OAUTH_CALLBACK_PATH ? <OAuthCallbackPage /> : <Boot />}</StrictMode>,
);
