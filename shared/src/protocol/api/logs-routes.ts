import { errorReportResponseSchema, errorReportSchema, MAX_ERROR_REPORT_BYTES } from '../http';
import { logUploadResponseSchema, logUploadSchema, MAX_LOG_UPLOAD_BYTES } from '../local-records';
import { RATE_LIMITS } from '../rate-limits';
import { defineRoute } from './route-spec';

const tag = 'logs';

const anonymous = (perMinute: number) => `without a valid token, more than ${perMinute} a minute or ${RATE_LIMITS.anonymousReportBytes.perAddress.points} bytes a day (errors and logs together) from one address`;

/**
 * Reports need no token (errors happen before sign-in too), but take one when there is one: a
 * signed-in player's reports have a budget of their own, where reports without a token share a
 * small one per address. Each route has a body limit of its own, below the API's.
 */
export const LOGS_ROUTES = {
  reportErrors: defineRoute({
    method: 'post',
    path: '/api/errors',
    tag,
    summary: 'Client error reports (public; a valid bearer token attributes them to the player)',
    description: `At most ${MAX_ERROR_REPORT_BYTES} bytes (BODY_TOO_LARGE). RATE_LIMITED: more than ${RATE_LIMITS.errorReport.perUser.points} reports a minute from one player, or ${RATE_LIMITS.errorReport.perAddress.points} from one address; ${anonymous(RATE_LIMITS.anonymousErrorReport.perAddress.points)}; see Retry-After.`,
    access: 'optional-player',
    body: errorReportSchema,
    reply: errorReportResponseSchema,
    refusals: [],
  }),
  uploadLogs: defineRoute({
    method: 'post',
    path: '/api/logs',
    tag,
    summary: "A client logger's entries, sent on start and on demand (public; a valid bearer token attributes them to the player)",
    description: `At most ${MAX_LOG_UPLOAD_BYTES} bytes (BODY_TOO_LARGE). RATE_LIMITED: more than ${RATE_LIMITS.logUpload.perUser.points} uploads a minute from one player, or ${RATE_LIMITS.logUpload.perAddress.points} from one address; ${anonymous(RATE_LIMITS.anonymousLogUpload.perAddress.points)}; see Retry-After.`,
    access: 'optional-player',
    body: logUploadSchema,
    reply: logUploadResponseSchema,
    refusals: [],
  }),
};
