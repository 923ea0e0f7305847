import type { AppContext } from '../../context';
import { createRouter } from '../../http/router';

export function citiesRoutes(_ctx: AppContext) {
  const router = createRouter();
  return router;
}
