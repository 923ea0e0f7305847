import { Suspense, useCallback, useEffect, useState, useSyncExternalStore, type ErrorInfo } from 'react';
import type { SignInResume } from './net/auth-callback';
import { describeThrown } from './net/error-reporter';
import { AuthFlow } from './ui/auth/AuthFlow';
import { ErrorBoundary } from './ui/common/ErrorBoundary';
import { LoadingOverlay } from './ui/common/LoadingOverlay';
import { OfflineBanner } from './ui/common/OfflineBanner';
import { OrientationHint } from './ui/common/OrientationHint';
import { ToastProvider } from './ui/common/ToastProvider';
import { useToasts } from './ui/common/toast-context';
import { useGlobalErrors } from './ui/hooks/use-global-errors';
import { useSession } from './ui/hooks/use-session';
import { useTokenRefresh } from './ui/hooks/use-token-refresh';
import { ServicesContext, useServices, type Services } from './ui/services';
import type { StartupStore } from './ui/startup/startup';
import { lazyNamed } from './ui/common/lazy-named';
import { loadWorldScreen, preloadWorld } from './ui/world/game-module';
import { WorldVeil } from './ui/world/WorldLoadingVeil';

/** The world's screens come after sign-in: their code is not part of the first load. */
const World = lazyNamed(loadWorldScreen, 'World');

interface Props {
  services: Services;
  startup: StartupStore;
  signInResult: SignInResume | null;
}

export function App({ services, startup, signInResult }: Props) {
  return (
    <ServicesContext value={services}>
      <ToastProvider>
        <Shell startup={startup} signInResult={signInResult} />
      </ToastProvider>
    </ServicesContext>
  );
}

/** Loading, then the authentication flow, then the world; back to sign-in when the session ends. */
function Shell({ startup, signInResult }: Omit<Props, 'services'>) {
  const { api, sessions, errors, loadGame } = useServices();
  const toasts = useToasts();
  const session = useSession(sessions);
  const startupState = useSyncExternalStore(startup.subscribe, startup.get);
  const [pendingSignIn, setPendingSignIn] = useState(signInResult);
  // 'welcome': the welcome is on screen and the world builds itself behind it; 'world': it is shown.
  const [entry, setEntry] = useState<'none' | 'welcome' | 'world'>('none');

  const canPlay = session !== null && !session.user.needsInGameName;
  if (entry !== 'none' && !canPlay) setEntry('none');

  const signedIn = session !== null;
  useEffect(() => {
    if (signedIn) preloadWorld(loadGame);
  }, [signedIn, loadGame]);
  useTokenRefresh(api, session);
  useGlobalErrors(errors, toasts.gameError);

  const settlePendingSignIn = useCallback(() => setPendingSignIn(null), []);
  const welcome = useCallback(() => setEntry('welcome'), []);
  const enterGame = useCallback(() => setEntry('world'), []);
  const onRenderError = useCallback(
    (error: unknown, info: ErrorInfo) => {
      const thrown = describeThrown(error);
      errors.report({ level: 'error', message: thrown.message, ...(thrown.stack ? { stack: thrown.stack } : {}), context: { componentStack: info.componentStack ?? '' } });
    },
    [errors],
  );

  const ready = startupState.progress >= 100 && !startupState.failed;
  return (
    <>
      <ErrorBoundary onError={onRenderError}>
        {ready && entry !== 'none' && session && (
          <Suspense fallback={entry === 'world' ? <WorldVeil /> : null}>
            <World session={session} revealed={entry === 'world'} />
          </Suspense>
        )}
        {ready && entry !== 'world' && (
          <AuthFlow
            key={session ? 'signed-in' : 'signed-out'}
            session={session}
            pendingSignIn={pendingSignIn}
            onPendingSignInSettled={settlePendingSignIn}
            onWelcome={welcome}
            onEnterGame={enterGame}
          />
        )}
      </ErrorBoundary>
      <LoadingOverlay state={startupState} onRetry={() => window.location.reload()} />
      <OfflineBanner />
      <OrientationHint />
    </>
  );
}
