import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import './styles.css';
import { Boot } from './app/boot.tsx';

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <Boot />
  </StrictMode>,
);
