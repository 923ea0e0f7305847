import { API_ROUTES, CONTRACT_PROFESSIONS, EQUIPMENT_SHOPS, PROFESSION_IDS, type EquipmentShop } from '@silkroad/shared';
import type { AppContext } from '../../context';
import { createRouter } from '../../http/router';
import { serveRoute } from '../../http/serve-route';
import { commissionItem } from '../crafting/commission-service';
import { acceptProfessionContract, listProfessionContracts } from '../contracts/contract-service';
import { purchaseEquipment } from './equipment';
import { citiesByDistance } from './places';
import { professionStats } from './profession-stats';
import { progressionStatus, switchProfession } from './progression';
import { prospect, survey } from './prospect-survey';
import { startRepair } from './repair';
import { checkSession } from './session-claim';
import { startAction } from './session-start';
import { activeSessions, professionActions } from './session-views';
import { plantTrees } from './tree-planting';

const ROUTES = API_ROUTES.professions;
const SHOPS = Object.keys(EQUIPMENT_SHOPS) as EquipmentShop[];

/** The profession calls (001 §7): action sessions of the eight professions, their extras, progression, and the forge's and workshop's services. */
export function professionRoutes(ctx: AppContext) {
  const router = createRouter();

  for (const profession of PROFESSION_IDS) {
    serveRoute(router, ROUTES[`${profession}Start`], async (c, { body }) => startAction(ctx, c.var.userId, profession, body.action));
    serveRoute(router, ROUTES[`${profession}Check`], async (c, { params }) => checkSession(ctx, c.var.userId, profession, params.id));
    serveRoute(router, ROUTES[`${profession}Active`], async (c) => ({ success: true as const, data: { sessions: await activeSessions(ctx, c.var.userId, profession) } }));
    serveRoute(router, ROUTES[`${profession}Stats`], async (c) => ({ success: true as const, data: await professionStats(ctx, c.var.userId, profession) }));
  }
  serveRoute(router, ROUTES.tradingProfessionStats, async (c) => ({ success: true as const, data: await professionStats(ctx, c.var.userId, 'trading') }));
  serveRoute(router, ROUTES.actions, async (c, { params }) => ({ success: true as const, data: await professionActions(ctx, c.var.userId, params.profession) }));

  serveRoute(router, ROUTES.prospect, async (c) => ({ success: true as const, data: { veins: await prospect(ctx, c.var.userId) } }));
  serveRoute(router, ROUTES.survey, async (c) => ({ success: true as const, data: { areas: await survey(ctx, c.var.userId) } }));
  for (const shop of SHOPS) {
    serveRoute(router, ROUTES[`${shop}Equipment`], async (c, { body }) => ({
      success: true as const,
      data: await purchaseEquipment(ctx, c.var.userId, shop, body.equipmentType, body.quantity),
    }));
  }
  serveRoute(router, ROUTES.plantTrees, async (c, { body }) => ({ success: true as const, data: await plantTrees(ctx, c.var.userId, body.treeType, body.quantity) }));
  serveRoute(router, ROUTES.forges, async (c) => ({ success: true as const, forges: await citiesByDistance(ctx, c.var.userId) }));
  serveRoute(router, ROUTES.workshops, async (c) => ({ success: true as const, workshops: await citiesByDistance(ctx, c.var.userId) }));

  for (const profession of CONTRACT_PROFESSIONS) {
    serveRoute(router, ROUTES[`${profession}Contracts`], async (c) => ({ success: true as const, contracts: await listProfessionContracts(ctx, c.var.userId, profession) }));
    serveRoute(router, ROUTES[`${profession}AcceptContract`], async (c, { params }) => ({
      success: true as const,
      data: await acceptProfessionContract(ctx, c.var.userId, profession, params.id),
    }));
  }
  serveRoute(router, ROUTES.repair, async (c, { body }) => startRepair(ctx, c.var.userId, body.itemId));
  serveRoute(router, ROUTES.commission, async (c, { body }) => ({ success: true as const, data: await commissionItem(ctx, c.var.userId, body) }));

  serveRoute(router, ROUTES.progressionStatus, async (c) => ({ success: true as const, data: await progressionStatus(ctx, c.var.userId) }));
  serveRoute(router, ROUTES.switchProfession, async (c, { body }) => ({ success: true as const, data: await switchProfession(ctx, c.var.userId, body.profession) }));
  return router;
}
