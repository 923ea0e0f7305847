import type { Socket } from 'socket.io';
import {
  cityName,
  formatCoins,
  isMarketCityId,
  isMarketItemId,
  MARKET_MESSAGES,
  marketSubscriptionSchema,
  PRICE_ALERT_THRESHOLD,
  priceChange,
  type ClientToServerEvents,
  type ServerToClientEvents,
} from '@silkroad/shared';
import type { GameSocketServer } from '../../game-socket';
import type { AppContext } from '../../context';
import { identityOf } from '../presence/handshake';
import type { DomainEventMap } from '../../domain-events';
import './market-domain-events';

type GameSocket = Socket<ClientToServerEvents, ServerToClientEvents>;

/** Followers of every good of a city, or of one good there. */
export function marketRoom(cityId: number, itemId?: string): string {
  return itemId ? `market:${cityId}:${itemId}` : `market:${cityId}`;
}

interface PriceAlert {
  itemId: string;
  change: number;
  message: string;
}

/** "Silk in Kashgar rose 12% to 7g 84s". */
export function priceAlertMessage(itemName: string, cityId: number, change: number, newPrice: number): string {
  return `${itemName} in ${cityName(cityId)} ${change > 0 ? 'rose' : 'fell'} ${Math.round(Math.abs(change) * 100)}% to ${formatCoins(newPrice)}`;
}

/** Alerts named one by one in a city summary; the rest are counted. */
const ALERTS_NAMED_IN_SUMMARY = 3;

function summaryMessage(cityId: number, alerts: readonly PriceAlert[]): string {
  if (alerts.length === 1) return alerts[0]!.message;
  const biggest = [...alerts].sort((a, b) => Math.abs(b.change) - Math.abs(a.change));
  const named = biggest.slice(0, ALERTS_NAMED_IN_SUMMARY).map((a) => a.message.replace(` in ${cityName(cityId)}`, ''));
  const more = biggest.length - named.length;
  return `Prices move in ${cityName(cityId)}: ${named.join('; ')}${more > 0 ? `; and ${more} more` : ''}.`;
}

export interface MarketFeed {
  stop(): void;
}

/**
 * Live markets over the game socket (spec 000 §7): clients follow a city's markets or one good
 * there, and hear every change the trade module, the 30 s step or an event makes. The
 * presence handshake has already authenticated every socket that reaches `connection`.
 */
export function attachMarketFeed(io: GameSocketServer, ctx: AppContext): MarketFeed {
  io.on('connection', (socket: GameSocket) => {
    socket.on('market-subscribe', (payload: unknown) => follow(socket, payload, 'join'));
    socket.on('market-unsubscribe', (payload: unknown) => follow(socket, payload, 'leave'));
  });

  function follow(socket: GameSocket, payload: unknown, action: 'join' | 'leave'): void {
    void ctx.rateLimits.take('marketSubscription', { userId: identityOf(socket).userId }).then((verdict) => {
      // A client looping over subscriptions gets nothing for it; an honest one never hits this.
      if (verdict.allowed) applyFollow(socket, payload, action);
    });
  }

  function applyFollow(socket: GameSocket, payload: unknown, action: 'join' | 'leave'): void {
    const parsed = marketSubscriptionSchema.safeParse(payload);
    if (!parsed.success || !isMarketCityId(parsed.data.cityId) || (parsed.data.itemId !== undefined && !isMarketItemId(parsed.data.itemId))) {
      socket.emit('notification', { type: 'warning', message: MARKET_MESSAGES.unknownSubscription });
      return;
    }
    const room = marketRoom(parsed.data.cityId, parsed.data.itemId);
    void (action === 'join' ? socket.join(room) : socket.leave(room));
  }

  /**
   * Alerts wait for the end of the burst they arrived in (an event moves every good of a city
   * at once), so a follower of the whole city hears one summary instead of thirty toasts, while
   * a follower of one good still hears about that good.
   */
  const pendingAlerts = new Map<number, PriceAlert[]>();
  let flush: NodeJS.Immediate | undefined;

  function queueAlert(cityId: number, alert: PriceAlert): void {
    pendingAlerts.set(cityId, [...(pendingAlerts.get(cityId) ?? []), alert]);
    flush ??= setImmediate(flushAlerts);
  }

  function flushAlerts(): void {
    flush = undefined;
    for (const [cityId, alerts] of pendingAlerts) {
      const cityRoom = marketRoom(cityId);
      for (const alert of alerts) io.to(marketRoom(cityId, alert.itemId)).except(cityRoom).emit('notification', { type: 'info', message: alert.message });
      io.to(cityRoom).emit('notification', { type: 'info', message: summaryMessage(cityId, alerts) });
    }
    pendingAlerts.clear();
  }

  function onMarketChanged({ cityId, itemId, previousPrice, entry }: DomainEventMap['market-changed']): void {
    // One emit to both rooms: socket.io sends once to a socket that is in both.
    const rooms = [marketRoom(cityId), marketRoom(cityId, itemId)];
    io.to(rooms).emit('market-update', { cityId, itemId, marketData: entry });
    if (entry.currentPrice === previousPrice) return;
    io.to(rooms).emit('price-change', { cityId, itemId, newPrice: entry.currentPrice, trend: entry.trend });
    const change = priceChange(previousPrice, entry.currentPrice);
    if (Math.abs(change) > PRICE_ALERT_THRESHOLD) queueAlert(cityId, { itemId, change, message: priceAlertMessage(entry.itemName, cityId, change, entry.currentPrice) });
  }

  const unsubscribe = [
    ctx.events.on('market-changed', onMarketChanged),
    // Every signed-in socket: an event changes the prices a player may be carrying goods toward.
    ctx.events.on('market-event', ({ message }) => io.emit('notification', { type: 'info', message })),
  ];

  return {
    stop() {
      for (const off of unsubscribe) off();
      if (flush) clearImmediate(flush);
      flush = undefined;
      pendingAlerts.clear();
    },
  };
}
