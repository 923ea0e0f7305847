import type { AppContext } from '../../context';
import { createRouter } from '../../http/router';

export function craftingRoutes(_ctx: AppContext) {
  return createRouter();
}
