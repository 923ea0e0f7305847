import './zod-setup';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { createWebPlatform } from './platform/web-platform';
import { boot } from './ui/bootstrap';
import './styles.css';
import './panels.css';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root');

const { services, startup, signInResult } = boot(createWebPlatform(window), window);

createRoot(container).render(
  <StrictMode>
    <App services={services} startup={startup} signInResult={signInResult} />
  </StrictMode>,
);
