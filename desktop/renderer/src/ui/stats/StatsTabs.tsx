import { useRef, type KeyboardEvent } from 'react';
import { STATS_TAB_LABELS, STATS_TABS, tabAfterKey, type StatsTab } from './stats-texts';

export const STATS_PANEL_ID = 'stats-panel';

/**
 * The window's four tabs (002 §2). Tapped or clicked; from the keyboard, Tab reaches the chosen
 * one and the arrows, Home and End move between them (the WAI-ARIA tabs pattern).
 */
export function StatsTabs({ tab, onSelect }: { tab: StatsTab; onSelect(tab: StatsTab): void }) {
  const buttons = useRef(new Map<StatsTab, HTMLButtonElement>());
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const next = tabAfterKey(tab, event.key);
    if (!next) return;
    // The arrows also walk the player (the world listens on window): here they are the tabs'.
    event.stopPropagation();
    event.preventDefault();
    onSelect(next);
    buttons.current.get(next)?.focus();
  };
  return (
    <div className="tabs stats-tabs" role="tablist" aria-label="Player Stats" onKeyDown={onKeyDown}>
      {STATS_TABS.map((id) => (
        <button
          key={id}
          ref={(element) => {
            if (element) buttons.current.set(id, element);
            else buttons.current.delete(id);
          }}
          type="button"
          role="tab"
          id={`stats-tab-${id}`}
          aria-selected={tab === id}
          aria-controls={STATS_PANEL_ID}
          tabIndex={tab === id ? 0 : -1}
          className={`tab stats-tab ${tab === id ? 'is-active' : ''}`}
          data-testid={`stats-tab-${id}`}
          onClick={() => onSelect(id)}
        >
          {STATS_TAB_LABELS[id]}
        </button>
      ))}
    </div>
  );
}
