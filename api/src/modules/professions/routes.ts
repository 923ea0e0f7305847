import type { AppContext } from '../../context';
import { createRouter } from '../../http/router';

export function professionRoutes(_ctx: AppContext) {
  return createRouter();
}
