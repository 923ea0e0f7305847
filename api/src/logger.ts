import { pino, type DestinationStream, type Logger as PinoLogger } from 'pino';

/** The server's one structured logger (JSON lines). Modules log through `ctx.logger`, never `console`. */
export type Logger = PinoLogger;

export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

export function createLogger(level: LogLevel, destination?: DestinationStream): Logger {
  return pino(
    {
      level,
      base: { service: 'silkroad-api' },
      // Secrets never reach the log, whichever object carries them.
      redact: { paths: ['*.authorization', '*.token', '*.refreshToken', '*.refresh_token', '*.accessToken', '*.code_verifier'], censor: '[redacted]' },
    },
    destination,
  );
}
