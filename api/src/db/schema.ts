import type { Generated } from 'kysely';

/** Times are integer milliseconds since the epoch; money is integer copper. */
export interface UsersTable {
  id: string;
  provider: string;
  subject: string;
  email: string;
  display_name: string;
  username: string;
  in_game_name: string | null;
  /** Lower-cased in-game name: the unique key that makes names case-insensitively unique. */
  in_game_name_key: string | null;
  created_at: number;
  updated_at: number;
}

export interface PlayersTable {
  user_id: string;
  copper: number;
  level: number;
  experience: number;
  reputation: number;
  health: number;
  x: number;
  y: number;
  /** JSON: skill name -> { level, experience }. */
  skills: string;
  created_at: number;
  updated_at: number;
}

export interface InventoryItemsTable {
  player_id: string;
  item_id: string;
  quantity: number;
}

/** A sign-in in progress: what the client asked for, kept while the player is at the provider. */
export interface AuthRequestsTable {
  id: string;
  provider: string;
  client_redirect_uri: string;
  client_state: string;
  client_code_challenge: string;
  nonce: string;
  provider_code_verifier: string;
  created_at: number;
  expires_at: number;
}

/** One-time codes the API hands the client after sign-in, redeemed with the PKCE verifier. */
export interface AuthCodesTable {
  code_hash: string;
  user_id: string;
  client_redirect_uri: string;
  code_challenge: string;
  expires_at: number;
  used_at: number | null;
}

export interface RefreshTokensTable {
  token_hash: string;
  user_id: string;
  /** All tokens rotated from one sign-in share a family; reuse of a spent one revokes it. */
  family_id: string;
  created_at: number;
  expires_at: number;
  used_at: number | null;
  revoked_at: number | null;
}

/** The local identity provider's own authorization codes. */
export interface LocalIdpCodesTable {
  code: string;
  email: string;
  name: string;
  client_id: string;
  redirect_uri: string;
  nonce: string | null;
  code_challenge: string | null;
  expires_at: number;
  used_at: number | null;
}

export interface ServerSecretsTable {
  name: string;
  value: string;
}

export interface ClientErrorsTable {
  id: Generated<number>;
  user_id: string | null;
  session_id: string | null;
  message: string;
  payload: string;
  user_agent: string | null;
  created_at: number;
}

export interface Database {
  users: UsersTable;
  players: PlayersTable;
  inventory_items: InventoryItemsTable;
  auth_requests: AuthRequestsTable;
  auth_codes: AuthCodesTable;
  refresh_tokens: RefreshTokensTable;
  local_idp_codes: LocalIdpCodesTable;
  server_secrets: ServerSecretsTable;
  client_errors: ClientErrorsTable;
}
