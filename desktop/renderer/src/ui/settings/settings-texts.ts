/** The Settings window's own words (the spec has none for these). */
export const LOG_TEXTS = {
  sent: (entries: number) => `Sent ${entries} log ${entries === 1 ? 'entry' : 'entries'}. Thank you.`,
  nothing: 'Nothing new to send: the log is up to date on the server.',
  failed: 'Could not reach the server. The log will be sent later.',
} as const;

export const SERVER_URL_TEXTS = {
  notAUrl: 'Enter the address of a game server, starting with https://',
  checking: 'Checking…',
  notSaved: 'Not saved:',
  saved: 'Saved. The game is reconnecting to this server.',
  usingDefault: 'Saved. The game is reconnecting to its own server.',
  unchanged: 'The game already uses this server.',
} as const;
