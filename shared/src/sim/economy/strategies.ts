import { playCarrier } from './carrying';
import { playContractor, playQuester } from './errands';
import { playCrafter, playFarmer, playGatherer } from './producing';
import type { Strategy } from './sim-context';
import { BY_CARAVAN, ON_FOOT } from './travel';

/** The honest ways to earn, each played alone for the whole run. */
export const HONEST_STRATEGIES: readonly Strategy[] = [
  { id: 'caravan', name: 'carrying by caravan', kind: 'honest', play: (ctx) => playCarrier(ctx, BY_CARAVAN) },
  { id: 'on-foot', name: 'carrying on foot (pack)', kind: 'honest', play: (ctx) => playCarrier(ctx, ON_FOOT) },
  { id: 'farming', name: 'farming', kind: 'honest', play: playFarmer },
  { id: 'gathering', name: 'gathering', kind: 'honest', play: playGatherer },
  { id: 'crafting', name: 'crafting (profession recipes)', kind: 'honest', play: playCrafter },
  { id: 'contracts', name: 'contracts', kind: 'honest', play: playContractor },
  { id: 'quests', name: 'quests', kind: 'honest', play: playQuester },
];
