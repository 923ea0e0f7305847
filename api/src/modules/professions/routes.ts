import type { AppContext } from '../../context';
import { createRouter, type FieldFailures } from '../../http/router';
import { addExtraRoutes } from './extras-routes';
import { addProgressionRoutes } from './progression-routes';
import { addServiceRoutes } from './services-routes';
import { addSessionRoutes } from './session-routes';

/** A body naming what is not there is answered with the code for it, not a generic INVALID_REQUEST. */
const PROFESSION_FIELD_FAILURES: FieldFailures = {
  action: { code: 'UNKNOWN_ACTION' },
  equipmentType: { code: 'UNKNOWN_EQUIPMENT' },
  treeType: { code: 'UNKNOWN_TREE_TYPE' },
  itemId: { code: 'REPAIR_NOT_APPLICABLE' },
  itemType: { code: 'UNKNOWN_COMMISSION' },
};

/** The profession calls (001 §7): action sessions of the eight professions, their extras, progression, and the forge's and workshop's services. */
export function professionRoutes(ctx: AppContext) {
  const router = createRouter(PROFESSION_FIELD_FAILURES);
  addSessionRoutes(router, ctx);
  addExtraRoutes(router, ctx);
  addProgressionRoutes(router, ctx);
  addServiceRoutes(router, ctx);
  return router;
}
