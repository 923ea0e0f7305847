import { Suspense, useCallback, useEffect, type Dispatch, type SetStateAction } from 'react';
import { npcById, VENICE } from '@silkroad/shared';
import { isTypingTarget } from '../../game/input/typing-target';
import { lazyNamed } from '../common/lazy-named';
import { OpeningVeil } from '../common/OpeningVeil';
import { useToasts } from '../common/toast-context';
import { useCountrysideContext } from '../farming/countryside-context';
import { FarmNoticeDialog } from '../farming/FarmNoticeDialog';
import type { CurrentCity } from '../hooks/use-current-city';
import { useInReach } from '../hooks/use-in-reach';
import { useJourneyContext } from '../journey/journey-context';
import { reachIn } from '../journey/whereabouts';
import { useWorld } from '../world/world-context';
import { InteractionPrompt } from './InteractionPrompt';
import { TouchControls } from '../touch/TouchControls';
import { TouchStick } from '../touch/TouchStick';
import { interactLabelFor } from '../touch/touch-buttons';
import { useTouchDevice } from '../touch/use-touch-device';
import { actionForKey, isFarmOverlay, leftItsSite, nextOverlay, type Overlay, type OverlayAction } from './overlay-state';
import { SitePrompt } from './SitePrompt';
import { SpotPrompt } from './SpotPrompt';

/**
 * The overlay windows, each loaded the first time it opens (the first-load budget): a player who
 * never opens the workshop never downloads it. Once loaded, a window opens at once.
 */
const TradingPost = lazyNamed(() => import('../trading/TradingPost'), 'TradingPost');
const TradingPanel = lazyNamed(() => import('../trading/TradingPanel'), 'TradingPanel');
const InventoryWindow = lazyNamed(() => import('../inventory/InventoryWindow'), 'InventoryWindow');
const MarketOverviewPopup = lazyNamed(() => import('../trading/MarketOverviewPopup'), 'MarketOverviewPopup');
const FarmingPanel = lazyNamed(() => import('../farming/FarmingPanel'), 'FarmingPanel');
const PlantSeedsDialog = lazyNamed(() => import('../farming/PlantSeedsDialog'), 'PlantSeedsDialog');
const SettingsWindow = lazyNamed(() => import('../settings/SettingsWindow'), 'SettingsWindow');
const ProfessionPopup = lazyNamed(() => import('../professions/ProfessionPopup'), 'ProfessionPopup');
const ProfessionsWindow = lazyNamed(() => import('../professions/ProfessionsWindow'), 'ProfessionsWindow');
const StatsWindow = lazyNamed(() => import('../stats/StatsWindow'), 'StatsWindow');
const HelpWindow = lazyNamed(() => import('../help/HelpWindow'), 'HelpWindow');
const JourneyPlanner = lazyNamed(() => import('../journey/JourneyPlanner'), 'JourneyPlanner');
const NpcWindow = lazyNamed(() => import('../npcs/NpcWindow'), 'NpcWindow');
const QuestLogWindow = lazyNamed(() => import('../quests/QuestLogWindow'), 'QuestLogWindow');
const EncounterDialog = lazyNamed(() => import('../journey/EncounterDialog'), 'EncounterDialog');

interface Props {
  city: CurrentCity;
  overlay: Overlay | null;
  setOverlay: Dispatch<SetStateAction<Overlay | null>>;
}

/**
 * The overlay interfaces over the world and the keys that open them (spec 002 §2, §4): one at a
 * time, the same key closes, Escape closes, keys typed into a field are the field's. E also uses
 * the gate the player stands at (to the farm, or back to the city) and the profession site (its
 * popup). On the road nothing of the map is in reach; in Venice, its market is.
 */
export function OverlayHost({ city, overlay, setOverlay }: Props) {
  const { bus, revealed } = useWorld();
  const toasts = useToasts();
  const countryside = useCountrysideContext();
  const { where } = useJourneyContext();
  const reported = { nearby: useInReach(bus, 'building:nearby'), site: useInReach(bus, 'site:nearby'), spot: countryside.spot };
  const nearbyNpc = useInReach(bus, 'npc:nearby');
  const { nearby, site, spot } = reachIn(where, reported);
  const inCountryside = countryside.location === 'IN_COUNTRYSIDE';
  const { goToCountryside, returnToCity, notice, dismissNotice } = countryside;

  // Walking away from the market closes its Trading Post: trades need the player at the market.
  if (overlay?.kind === 'trading-post' && nearby?.id !== overlay.building.id) setOverlay(null);
  // Walking out of a profession site closes its popup, as leaving a market closes its Trading Post.
  if (leftItsSite(overlay, site)) setOverlay(null);
  // Walking away from an NPC ends the conversation: their services and quests are in person.
  // Venice's people have no place on the map: in Venice they answer from its harbour screen.
  if (overlay?.kind === 'npc' && nearbyNpc?.id !== overlay.npcId && !(where === 'venice' && npcById(overlay.npcId)?.cityId === VENICE.id)) setOverlay(null);
  // The farming panel and its dialog belong to the farm.
  if (isFarmOverlay(overlay) && !inCountryside) setOverlay(null);

  // What a key asks, and what its on-screen button asks (the touch controls): one path for both.
  const perform = useCallback(
    (action: OverlayAction) => {
      // A farming notice is on top of everything: Escape closes it first, and the window under it stays.
      if (notice) {
        if (action.type === 'escape') dismissNotice();
        return;
      }
      if (action.type === 'interact' && overlay === null) {
        if (spot === 'countryside-gate') return goToCountryside();
        if (spot === 'city-gate') return returnToCity();
      }
      setOverlay((current) => nextOverlay(current, action, { nearby, inCountryside, site }));
    },
    [dismissNotice, goToCountryside, inCountryside, nearby, notice, overlay, returnToCity, setOverlay, site, spot],
  );

  useEffect(() => {
    // Behind the welcome, the keys are the welcome's: no window opens unseen.
    if (!revealed) return;
    const onKey = (event: KeyboardEvent) => {
      // A modal dialog (a confirmation, a notice) has the keyboard until it is answered: its
      // Escape is its own, and no window behind it opens or closes.
      if (event.defaultPrevented || document.querySelector('dialog:modal')) return;
      const focused = document.activeElement as HTMLElement | null;
      let typing = isTypingTarget(event.target as HTMLElement | null) || isTypingTarget(focused);
      if (typing && event.key === 'Escape') {
        // Escape in a window's field closes the window; in any other field (a name, the chat) it only leaves the field.
        if (!focused?.closest('[data-overlay]')) {
          focused?.blur();
          return;
        }
        typing = false;
      }
      const action = actionForKey({ key: event.key, ctrlKey: event.ctrlKey, metaKey: event.metaKey, altKey: event.altKey, repeat: event.repeat, typing });
      if (!action) return;
      event.preventDefault();
      perform(action);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [perform, revealed]);

  useEffect(
    () =>
      bus.on('building:interact', ({ building, inReach }) => {
        if (inReach) setOverlay({ kind: 'trading-post', building });
        else toasts.notify({ type: 'info', message: `Walk closer to the ${building.name} to trade.`, duration: 3_000 });
      }),
    [bus, setOverlay, toasts],
  );

  // Talking to an NPC opens their window, in place of whatever else is open (one at a time).
  useEffect(() => bus.on('npc:interact', ({ npcId }) => setOverlay((current) => (current?.kind === 'npc' && current.npcId === npcId ? current : { kind: 'npc', npcId }))), [bus, setOverlay]);

  const close = useCallback(() => setOverlay(null), [setOverlay]);
  const openTrading = useCallback(() => setOverlay({ kind: 'trading' }), [setOverlay]);
  const openPlant = useCallback((bed: number) => setOverlay({ kind: 'plant-seeds', bed }), [setOverlay]);
  const promptFree = overlay === null || overlay.kind === 'market-overview';
  const touch = useTouchDevice();
  // On a touch screen the prompts are buttons too: a tap on one is E.
  const interactByTap = useCallback(() => {
    perform({ type: 'interact' });
    bus.emit('touch:key', { key: 'E' });
  }, [bus, perform]);
  const onUse = touch ? interactByTap : undefined;
  return (
    <>
      {/* In Venice a touch screen shows its market twice already (the card's button, the E button): the prompt would cover the card. */}
      {nearby && !inCountryside && promptFree && !(touch && where === 'venice') && <InteractionPrompt building={nearby} onUse={onUse} />}
      {spot && !nearby && promptFree && !countryside.travelling && <SpotPrompt spot={spot} onUse={onUse} />}
      {site && !nearby && !spot && !inCountryside && promptFree && <SitePrompt site={site} onUse={onUse} />}
      {touch && revealed && <TouchStick />}
      {/* The workshop has a bar of its own (its Exit is Escape there, not Settings), and needs the floor clear. */}
      {touch && revealed && overlay === null && !notice && !countryside.workshopOpen && (
        <TouchControls
          inCountryside={inCountryside}
          interact={countryside.travelling ? null : interactLabelFor({ nearby, spot, site, npc: nearbyNpc, inCountryside })}
          canGather={!inCountryside && where === 'walking'}
          onAction={perform}
          onInteract={interactByTap}
        />
      )}
      {/* A window's code arrives the first time it opens; the notice below is never held up by it. */}
      <Suspense fallback={<OpeningVeil />}>
        {overlay?.kind === 'trading-post' && <TradingPost key={overlay.building.id} building={overlay.building} onClose={close} />}
        {overlay?.kind === 'trading' && <TradingPanel city={city} onClose={close} />}
        {overlay?.kind === 'inventory' && <InventoryWindow city={city} onClose={close} />}
        {overlay?.kind === 'market-overview' && <MarketOverviewPopup city={city} onClose={close} onOpenTrading={openTrading} />}
        {overlay?.kind === 'farming' && <FarmingPanel onClose={close} onPlant={openPlant} />}
        {overlay?.kind === 'plant-seeds' && <PlantSeedsDialog key={overlay.bed} bed={overlay.bed} onClose={close} />}
        {overlay?.kind === 'settings' && <SettingsWindow onClose={close} />}
        {overlay?.kind === 'profession' && <ProfessionPopup key={`${overlay.profession}-${overlay.siteId ?? ''}`} profession={overlay.profession} onClose={close} />}
        {overlay?.kind === 'professions' && <ProfessionsWindow onClose={close} />}
        {overlay?.kind === 'stats' && <StatsWindow onClose={close} />}
        {overlay?.kind === 'help' && <HelpWindow onClose={close} />}
        {overlay?.kind === 'journey' && <JourneyPlanner key={overlay.routeId ?? ''} routeId={overlay.routeId} onClose={close} />}
        {overlay?.kind === 'npc' && <NpcWindow key={overlay.npcId} npcId={overlay.npcId} onClose={close} />}
        {overlay?.kind === 'quests' && <QuestLogWindow onClose={close} />}
        {overlay?.kind === 'encounter' && <EncounterDialog key={overlay.encounterId} encounterId={overlay.encounterId} onClose={close} />}
      </Suspense>
      {notice && <FarmNoticeDialog notice={notice} onClose={dismissNotice} />}
    </>
  );
}
