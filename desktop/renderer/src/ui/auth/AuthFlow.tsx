import { API_ERRORS, MESSAGES } from '@silkroad/shared';
import { useEffect, useState } from 'react';
import { ApiError } from '../../net/api-client';
import type { SignInResume } from '../../net/auth-callback';
import { PlayerApi } from '../../net/player-api';
import { beginSignIn } from '../../net/sign-in';
import { fromDesktopSession } from '../../platform/electron-platform';
import type { StoredSession } from '../../platform/platform';
import { useServices } from '../services';
import { AuthErrorPanel } from './AuthErrorPanel';
import { AuthLayout } from './AuthLayout';
import { CharacterPanel, type CharacterView } from './CharacterPanel';
import { CreatingCharacterPanel } from './CreatingCharacterPanel';
import { DeleteConfirmDialog } from './DeleteConfirmDialog';
import { NameDialog } from './NameDialog';
import { SignInPanel } from './SignInPanel';
import { SigningInPanel } from './SigningInPanel';
import { WelcomePanel } from './WelcomePanel';

/** Spec 002 §4 "Authentication flow": login options, sign-in, name or character, welcome, world. */
type Step =
  | { kind: 'sign-in' }
  /** `redirecting`: the web build is on its way to the provider's page (the whole page navigates). */
  | { kind: 'signing-in'; redirecting?: boolean }
  | { kind: 'error'; message: string }
  | { kind: 'choose-name' }
  | { kind: 'character'; view: CharacterView; error: string | null }
  | { kind: 'rename' }
  | { kind: 'confirm-delete'; busy: boolean }
  | { kind: 'creating' }
  | { kind: 'welcome' };

function initialStep(session: StoredSession | null, pending: SignInResume | null): Step {
  if (session) return session.user.needsInGameName ? { kind: 'choose-name' } : { kind: 'character', view: 'main', error: null };
  if (pending?.kind === 'exchange') return { kind: 'signing-in' };
  if (pending?.kind === 'error') return { kind: 'error', message: pending.message };
  return { kind: 'sign-in' };
}

function signInErrorMessage(error: unknown): string {
  return error instanceof ApiError && error.status > 0 && error.message ? error.message : MESSAGES.googleSignInFailed;
}

interface Props {
  session: StoredSession | null;
  /** A sign-in result the redirect brought back, until it has been dealt with. */
  pendingSignIn: SignInResume | null;
  onPendingSignInSettled(): void;
  /** The welcome is on screen: the world may start building behind it. */
  onWelcome(): void;
  /** The welcome's 2 s are over: the world is shown. */
  onEnterGame(): void;
}

/**
 * Everything between the loading overlay and the world. The parent remounts it (by key) when
 * the player signs in or out, so the first step always follows from the session.
 */
export function AuthFlow({ session, pendingSignIn, onPendingSignInSettled, onWelcome, onEnterGame }: Props) {
  const services = useServices();
  const { api } = services;
  const [step, setStep] = useState<Step>(() => initialStep(session, pendingSignIn));

  useEffect(() => {
    if (session || pendingSignIn?.kind !== 'exchange') return;
    let active = true;
    // exchangeCode shares one request per code, so StrictMode's second run cannot spend it twice.
    api.exchangeCode(pendingSignIn.code, pendingSignIn.verifier).then(onPendingSignInSettled, (error: unknown) => {
      if (active) setStep({ kind: 'error', message: signInErrorMessage(error) });
      onPendingSignInSettled();
    });
    return () => {
      active = false;
    };
  }, [api, session, pendingSignIn, onPendingSignInSettled]);

  // Back from the provider page restores this page from the back/forward cache, still showing
  // "Signing in..." for a sign-in that was abandoned: offer the sign-in again.
  useEffect(() => {
    const onPageShow = (event: PageTransitionEvent) => {
      if (event.persisted) setStep((current) => (current.kind === 'signing-in' ? { kind: 'sign-in' } : current));
    };
    window.addEventListener('pageshow', onPageShow);
    return () => window.removeEventListener('pageshow', onPageShow);
  }, []);

  const desktop = services.platform.desktop;

  const signIn = () => {
    setStep({ kind: 'signing-in' });
    if (desktop) {
      // The main process opens the system browser and waits for the app's sign-in link; the
      // session it answers with lands in the store, which remounts this flow signed in.
      desktop.signIn().then(
        (result) => {
          if (result.ok) services.sessions.set(fromDesktopSession(result.session));
          else setStep({ kind: 'error', message: result.message });
        },
        () => setStep({ kind: 'error', message: MESSAGES.googleSignInFailed }),
      );
      return;
    }
    setStep({ kind: 'signing-in', redirecting: true });
    beginSignIn(services.platform, services.pendingSignIn).catch(() => setStep({ kind: 'error', message: MESSAGES.googleSignInFailed }));
  };

  // The pending sign-in answers "cancelled" and the error panel says so.
  const cancelSignIn = desktop ? () => void desktop.cancelSignIn() : undefined;
  const playOffline = desktop ? () => void desktop.startOffline() : undefined;

  const retry = () => {
    onPendingSignInSettled();
    setStep({ kind: 'sign-in' });
  };

  const deleteCharacter = () => {
    setStep({ kind: 'confirm-delete', busy: true });
    new PlayerApi(api).deleteCharacter().then(
      () => setStep({ kind: 'creating' }),
      // A refusal the player can act on (the reset cooldown) is worded here, by its code; anything else is the spec's text.
      (error: unknown) => setStep({ kind: 'character', view: 'manage', error: error instanceof ApiError && error.code === 'RESET_COOLDOWN' ? API_ERRORS.RESET_COOLDOWN : MESSAGES.deleteCharacterFailed }),
    );
  };

  const name = session?.user.inGameName ?? '';
  const character = (view: CharacterView, error: string | null = null) => (
    <CharacterPanel
      name={name}
      view={view}
      error={error}
      onContinue={() => {
        setStep({ kind: 'welcome' });
        onWelcome();
      }}
      onManage={() => setStep({ kind: 'character', view: 'manage', error: null })}
      onChangeName={() => setStep({ kind: 'rename' })}
      onDelete={() => setStep({ kind: 'confirm-delete', busy: false })}
      onBack={() => setStep({ kind: 'character', view: 'main', error: null })}
      onSignOut={() => void api.logout()}
    />
  );
  const toCharacter = () => setStep({ kind: 'character', view: 'main', error: null });
  const toManage = () => setStep({ kind: 'character', view: 'manage', error: null });

  return (
    <AuthLayout>
      {step.kind === 'sign-in' && <SignInPanel onSignIn={signIn} onPlayOffline={playOffline} offlineError={desktop?.info.offlineError ?? null} />}
      {step.kind === 'signing-in' && <SigningInPanel onCancel={cancelSignIn} redirecting={step.redirecting} />}
      {step.kind === 'error' && <AuthErrorPanel message={step.message} onRetry={retry} />}
      {step.kind === 'choose-name' && <NameDialog allowSkip={false} onNameSet={toCharacter} />}
      {step.kind === 'character' && character(step.view, step.error)}
      {step.kind === 'rename' && (
        <>
          {character('manage')}
          <NameDialog allowSkip onNameSet={toCharacter} onSkip={toManage} />
        </>
      )}
      {step.kind === 'confirm-delete' && (
        <>
          {character('manage')}
          <DeleteConfirmDialog name={name} busy={step.busy} onConfirm={deleteCharacter} onCancel={toManage} />
        </>
      )}
      {step.kind === 'creating' && <CreatingCharacterPanel onDone={() => setStep({ kind: 'choose-name' })} />}
      {step.kind === 'welcome' && <WelcomePanel name={name} onDone={onEnterGame} />}
    </AuthLayout>
  );
}
