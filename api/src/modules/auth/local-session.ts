import type { AppContext } from '../../context';
import { upsertUser } from './accounts';
import { localIdentityProblem, localSubject } from './local-idp';
import { startSession, type Session } from './sessions';

/** Who signs in with the local identity (the local provider asks for no password: DESIGN §1 "Sign-in"). */
export interface LocalIdentity {
  email: string;
  name: string;
}

/** The local identity was refused; the message says why, in the local provider's words. */
export class LocalIdentityError extends Error {
  override readonly name = 'LocalIdentityError';
}

/**
 * A session for a local identity, issued in-process: the same account, keyed the same way, and
 * the same kind of session as the local identity provider's form followed by the code exchange
 * would give, without a browser or an HTTP round trip. For a program that embeds the server (the
 * desktop app's offline player, with the GameApp it runs); like the provider, only while Google sign-in is not configured.
 */
export async function startLocalSession(game: { ctx: AppContext }, identity: LocalIdentity): Promise<Session> {
  const { ctx } = game;
  if (ctx.config.google) throw new LocalIdentityError('the local identity is not available on a server that signs in with Google');
  const email = identity.email.trim();
  const name = identity.name.trim();
  const problem = localIdentityProblem(email, name);
  if (problem) throw new LocalIdentityError(problem);
  const userId = await upsertUser(ctx.db, { provider: 'local', subject: localSubject(email), email, name }, ctx.clock.now());
  return startSession(ctx, userId);
}
