import { PROFESSION_NAMES, WINDOW_PROFESSIONS, type WindowProfession } from '@silkroad/shared';
import { useCallback, useMemo, useState } from 'react';
import { CraftingApi } from '../../net/crafting-api';
import { GameWindow } from '../common/GameWindow';
import { Spinner } from '../common/Spinner';
import { useCountrysideContext } from '../farming/countryside-context';
import { QUERY_KEYS } from '../../server-state/query-keys';
import { useServerData } from '../../server-state/use-server-data';
import { useServices } from '../services';
import { useWorld } from '../world/world-context';
import { RecipeDetail } from './professions-window-detail';
import { CraftQueueList } from './professions-window-queue';
import { RecipeList } from './professions-window-recipes';
import { TransmuteTool } from './professions-window-transmute';
import { useCraftQueue } from './professions-window-use-queue';
import { XpBar } from './professions-window-xp';
import './professions-window.css';

/**
 * The Professions window (P; 001 §2, 002 §2): tabs Alchemy, Cooking and Textiles, each with its
 * level and XP bar, its recipes (greyed with the reason when one cannot be made now), the chosen
 * recipe's detail with a quantity and Craft Item, and the crafting queue advancing every second.
 * The alchemy tab adds the transmutation tool. The server decides every craft.
 */
export function ProfessionsWindow({ onClose }: { onClose: () => void }) {
  const { api } = useServices();
  const { player } = useWorld();
  const { serverNow } = useCountrysideContext();
  const crafting = useMemo(() => new CraftingApi(api), [api]);
  const [tab, setTab] = useState<WindowProfession>('alchemy');
  const [selected, setSelected] = useState<Partial<Record<WindowProfession, string>>>({});
  const recipes = useServerData(QUERY_KEYS.recipes(tab), () => crafting.recipes(tab));
  const { reload: reloadRecipes } = recipes;
  const queue = useCraftQueue(serverNow, reloadRecipes);
  const inventory = player.data?.inventory ?? {};

  const data = recipes.data?.profession === tab ? recipes.data : null;
  const chosenId = selected[tab] ?? data?.recipes[0]?.id;
  const chosen = data?.recipes.find((recipe) => recipe.id === chosenId) ?? null;

  const afterCraft = useCallback(() => {
    queue.reload();
    reloadRecipes();
    player.refresh();
  }, [player, queue, reloadRecipes]);

  return (
    <GameWindow title="Professions" subtitle="Alchemy · Cooking · Textiles" testId="professions-window" size="window-professions" onClose={onClose}>
      <div className="tabs" role="tablist" aria-label="Professions">
        {WINDOW_PROFESSIONS.map((profession) => (
          <button
            key={profession}
            type="button"
            role="tab"
            aria-selected={tab === profession}
            className={`tab ${tab === profession ? 'is-active' : ''}`}
            data-testid={`professions-tab-${profession}`}
            onClick={() => setTab(profession)}
          >
            {PROFESSION_NAMES[profession]}
          </button>
        ))}
      </div>
      <div className="professions-body" role="tabpanel" aria-label={PROFESSION_NAMES[tab]}>
        {!data ? (
          <p className={recipes.error ? 'panel-message is-error' : 'muted'}>
            {recipes.error ? `Error loading recipes: ${recipes.error}` : <><Spinner label="Loading recipes" /> Loading recipes…</>}
          </p>
        ) : (
          <>
            <XpBar label={`${PROFESSION_NAMES[tab]} level ${data.level}`} current={data.current} needed={data.needed} testId="professions-xp" />
            <div className="professions-grid">
              <RecipeList recipes={data.recipes} selectedId={chosen?.id ?? null} onSelect={(id) => setSelected((current) => ({ ...current, [tab]: id }))} />
              {chosen ? <RecipeDetail key={chosen.id} profession={tab} recipe={chosen} inventory={inventory} crafting={crafting} onQueued={afterCraft} /> : <p className="muted">No recipes yet.</p>}
            </div>
          </>
        )}
        <div className={`professions-lower ${tab === 'alchemy' ? 'has-tool' : ''}`}>
          <CraftQueueList queue={queue} />
          {tab === 'alchemy' && <TransmuteTool crafting={crafting} onDone={() => player.refresh()} />}
        </div>
      </div>
    </GameWindow>
  );
}
