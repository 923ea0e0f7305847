import type { BuildingKind, CaravanView, ChatMessage, GameSettings, GameTimeState, OnlinePlayer, ProfessionSite } from '@silkroad/shared';
import type { AudioBusEvents } from '../audio/audio-events';
import type { TravelState } from '../game/entities/caravan-track';
import type { FarmSnapshot } from '../game/farm/bed-state';
import type { GatheringBusEvents } from '../game/gathering/gathering-events';
import type { TouchBusEvents } from '../game/input/touch-events';
import type { TutorialBusEvents } from '../game/tutorial/tutorial-events';
import type { NpcBusEvents } from '../game/npcs/npc-events';
import type { WorkshopBusEvents } from '../game/workshop/workshop-events';

/**
 * The one channel between React (panels, HUD, network) and Phaser (the world). React owns no
 * game object and Phaser draws no form: each side only emits and listens here.
 */
export interface GameBusEvents extends GatheringBusEvents, AudioBusEvents, WorkshopBusEvents, NpcBusEvents, TouchBusEvents, TutorialBusEvents {
  /** Phaser -> net/HUD: the local player's position after a frame in which it moved. */
  'player:moved': { x: number; y: number };
  /** net -> Phaser: the server put the local player somewhere else (refused move, reset). */
  'player:teleport': { x: number; y: number };
  /** net -> Phaser: who is already here when we join. */
  'remote:existing': OnlinePlayer[];
  'remote:joined': OnlinePlayer;
  'remote:left': { playerId: string };
  /** net -> Phaser: one tick of moves of the players we can see (never the local player). */
  'remote:moved': RemoteMove[];
  /** net -> Phaser: the other traders' caravans on the road in sight, with the server's clock offset to read them by. */
  'caravans:seen': { caravans: CaravanView[]; serverOffsetMs: number };
  'chat:received': ChatMessage;
  /** Phaser -> React: the world finished loading and is drawn. */
  'world:ready': { width: number; height: number };
  /** Phaser -> React: the building the player can use from where they stand changed (null: none in reach). */
  'building:nearby': NearbyBuilding | null;
  /** Phaser -> React: the player clicked a building they can use; `inReach` false when too far away. */
  'building:interact': { building: NearbyBuilding; inReach: boolean };
  /** net -> Phaser: the game's time of day, season and weather by the server's clock, each game minute and after each sync. */
  'world:time': GameTimeState;
  /** React -> Phaser: show the main world or the player's farm (after the server agreed to the move); `fade` for the 300 ms fade. */
  'scene:switch': { to: SceneName; fade: boolean };
  /** Phaser -> React: the scene on screen, once the first is up and after each switch (the fade, if any, has covered the old one). */
  'scene:shown': { scene: SceneName };
  /** Phaser -> React: the profession site the player stands in (E opens its popup), or null on leaving it. */
  'site:nearby': NearbySite | null;
  /** Phaser -> React: the place the player stands at that E would use, if any (the farm gate, the road back to the city, the workshop). */
  'spot:nearby': Spot | null;
  /**
   * React -> Phaser: how the local player travels, as the server has it: on foot; with a caravan on
   * the road (drawn where the journey's clock puts it, the walking keys idle); or in Venice, off the map.
   */
  'travel:state': TravelState;
  /** React -> Phaser: what the player's pack weighs, when the inventory loads and after every change. */
  'pack:weight': { weight: number };
  /** net -> Phaser: the server's pace for the local walker in the open land (walkingPace of their pack). */
  'pack:pace': { pace: number };
  /** Phaser -> React: the player walked into a city's edge with a pack too heavy for the road. */
  'pack:held': { weight: number };
  /** React -> Phaser: the farm as the server last described it, with the server's clock offset. */
  'farm:state': FarmSnapshot;
  /** Phaser -> React: the player clicked a bed of the farm. */
  'farm:bed-click': { bed: number };
  /** Phaser -> React: the player clicked the farm building or the home workshop. */
  'farm:building-click': { building: 'farmhouse' | 'workshop' };
  /** React -> Phaser: the player's settings, when the world is ready and after every change (sound, particles, debug mode). */
  'settings:changed': GameSettings;
  /** Phaser -> React: while debug mode is on, a few times a second, for the readout in the corner. */
  'debug:stats': DebugStats;
}

/** What the debug readout shows: the frame rate and where the local player stands in the scene on screen. */
export interface DebugStats {
  fps: number;
  x: number;
  y: number;
  scene: SceneName;
}

/** The two scenes of the world: the shared main world and the player's own farm. */
export type SceneName = 'world' | 'farm';

/** A place E uses: the countryside gate in the main world; on the farm, the road back to the city and the home workshop. */
export type Spot = 'countryside-gate' | 'city-gate';

/** Where the server last put another player, decoded from `players-moved`. */
export interface RemoteMove {
  playerId: string;
  x: number;
  y: number;
}

/** A building with something to do inside (a city's market), as the world reports it to the panels. */
export interface NearbyBuilding {
  id: string;
  name: string;
  kind: BuildingKind;
  cityId: number;
  cityName: string;
}

/** A profession site of the main world (shared/src/catalogue/profession-sites.ts) as the world reports it. */
export type NearbySite = Pick<ProfessionSite, 'id' | 'name' | 'profession'>;

type Handler<T> = (payload: T) => void;

export class GameBus<Events extends object = GameBusEvents> {
  private readonly handlers = new Map<keyof Events, Set<Handler<never>>>();

  on<K extends keyof Events>(event: K, handler: Handler<Events[K]>): () => void {
    let set = this.handlers.get(event);
    if (!set) this.handlers.set(event, (set = new Set()));
    set.add(handler as Handler<never>);
    return () => this.off(event, handler);
  }

  off<K extends keyof Events>(event: K, handler: Handler<Events[K]>): void {
    this.handlers.get(event)?.delete(handler as Handler<never>);
  }

  emit<K extends keyof Events>(event: K, payload: Events[K]): void {
    for (const handler of [...(this.handlers.get(event) ?? [])]) (handler as Handler<Events[K]>)(payload);
  }
}
