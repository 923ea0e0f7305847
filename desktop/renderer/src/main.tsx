import './zod-setup';
// The design tokens and the shared classes come before every component's own stylesheet.
import './styles/tokens.css';
import './styles/base.css';
import './styles/controls.css';
import './styles/surfaces.css';
import './styles/touch-targets.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { createElectronPlatform } from './platform/electron-platform';
import { findBridge } from './platform/find-bridge';
import { createWebPlatform } from './platform/web-platform';
import { boot } from './ui/bootstrap';

/**
 * The desktop platform reads its records over IPC before the first render. No top-level await:
 * it would make Vite split zod into a chunk that runs before zod-setup turns its eval probe off,
 * which the Content-Security-Policy blocks.
 */
async function start(container: HTMLElement): Promise<void> {
  // Inside the desktop app the preload has put the bridge on the window; in a browser there is none.
  const bridge = findBridge(window);
  const platform = bridge ? await createElectronPlatform(bridge) : createWebPlatform(window);
  const { services, startup, signInResult } = await boot(platform, window);
  createRoot(container).render(
    <StrictMode>
      <App services={services} startup={startup} signInResult={signInResult} />
    </StrictMode>,
  );
}

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root');
void start(container);
