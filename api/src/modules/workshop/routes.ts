import type { AppContext } from '../../context';
import { createRouter } from '../../http/router';

export function workshopRoutes(_ctx: AppContext) {
  return createRouter();
}
