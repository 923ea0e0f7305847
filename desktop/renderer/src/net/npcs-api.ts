import {
  type Appraisal,
  type NpcBuyRequest,
  type NpcHireRequest,
  NPCS_ROUTES,
  type NpcStockLine,
  type NpcView,
  type VaultActionRequest,
  type VaultView,
} from '@silkroad/shared';
import type { ApiClient } from './api-client';

export interface NpcPurchase {
  itemId: string;
  quantity: number;
  totalCopper: number;
  specialUnits: number;
  playerCopper: number;
  /** The counter after the purchase. */
  stock: NpcStockLine;
  message: string;
}

export interface VaultChange {
  vault: VaultView;
  playerCopper: number;
  feeCopper: number;
  message: string;
}

/**
 * The people of the cities' routes of the protocol map (issue 20): talking (which the quests count
 * as a visit), a merchant's counter, the bankers' vault and exchange, appraisal and hired help.
 * Every one of them is in person: the server refuses out of hours and out of reach.
 */
export class NpcsApi {
  constructor(private readonly api: ApiClient) {}

  /** Talks to the NPC: what they say and offer this player now. */
  async talk(npcId: string): Promise<NpcView> {
    return (await this.api.send(NPCS_ROUTES.talk, { params: { id: npcId } })).data.npc;
  }

  async buy(npcId: string, request: NpcBuyRequest): Promise<NpcPurchase> {
    return (await this.api.send(NPCS_ROUTES.buy, { params: { id: npcId }, body: request })).data;
  }

  /** What the player keeps in the bankers' one vault. */
  async vault(): Promise<VaultView> {
    return (await this.api.send(NPCS_ROUTES.vault, {})).data.vault;
  }

  async vaultAction(npcId: string, request: VaultActionRequest): Promise<VaultChange> {
    return (await this.api.send(NPCS_ROUTES.vaultAction, { params: { id: npcId }, body: request })).data;
  }

  async exchange(npcId: string, itemId: string, quantity: number): Promise<{ itemId: string; quantity: number; copperPaid: number; playerCopper: number; message: string }> {
    return (await this.api.send(NPCS_ROUTES.exchange, { params: { id: npcId }, body: { item_id: itemId, quantity } })).data;
  }

  async appraise(npcId: string, itemId: string): Promise<Appraisal> {
    return (await this.api.send(NPCS_ROUTES.appraise, { params: { id: npcId }, body: { item_id: itemId } })).data;
  }

  async hire(npcId: string, service: NpcHireRequest['service']): Promise<{ message: string; priceCopper: number; playerCopper: number }> {
    return (await this.api.send(NPCS_ROUTES.hire, { params: { id: npcId }, body: { service } })).data;
  }
}
