import type { AppContext } from '../../context';
import { createRouter } from '../../http/router';

export function playerRoutes(_ctx: AppContext) {
  const router = createRouter();
  return router;
}
