import { stationRecipeById } from '@silkroad/shared';
import { useCallback, useMemo, useState } from 'react';
import { ApiError } from '../../net/api-client';
import type { CraftClaim } from '../../net/crafting-api';
import { WorkshopApi, type Workshop } from '../../net/workshop-api';
import { ItemIcon } from '../common/ItemIcon';
import { useToasts } from '../common/toast-context';
import { craftingErrorText, formatDuration, ingredientLines, itemName } from '../professions/professions-window-logic';
import { CraftQueueList } from '../professions/professions-window-queue';
import { useCraftQueue } from '../professions/professions-window-use-queue';
import { useServices } from '../services';
import { combinationLines, qualityName, recipeBook, SELECT_RECIPE_FIRST_TEXT } from './workshop-texts';
import '../professions/professions-window-recipes.css';
import '../professions/professions-window-detail.css';
import './crafting-panel.css';

interface Props {
  workshop: Workshop;
  inventory: Readonly<Record<string, number>>;
  serverNow(): number;
  /** After a craft is queued or claimed: the workshop (recipes, crafting level) is read again. */
  onChanged(): void;
}

interface LogLine {
  key: string;
  text: string;
}

const MISSING_MATERIALS_CODE = 'CRAFT_NOT_ALLOWED';

/**
 * The crafting panel (002 §2 "Crafting panel"): the recipe book of station recipes (unknown ones
 * shown as such), the chosen recipe's details with CRAFT ITEM, its combination effects and
 * quality, the progress tracker of the queue and a discovery log of this visit.
 */
export function CraftingPanel({ workshop, inventory, serverNow, onChanged }: Props) {
  const { api } = useServices();
  const toasts = useToasts();
  const workshopApi = useMemo(() => new WorkshopApi(api), [api]);
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [log, setLog] = useState<LogLine[]>([]);
  const book = recipeBook(workshop);
  const selected = book.find((entry) => entry.id === selectedId && entry.known);

  const onClaimed = useCallback(
    (claim: CraftClaim) => {
      const lines: string[] = [claim.quality ? `${claim.message} (${qualityName(claim.quality)})` : claim.message];
      if (claim.discovery?.recipeId) lines.push(`Discovered a new recipe: ${stationRecipeById(claim.discovery.recipeId)?.name ?? claim.discovery.recipeId}`);
      else if (claim.discovery && claim.discovery.knowledgePoints > 0) lines.push(`Gained ${claim.discovery.knowledgePoints} knowledge points`);
      setLog((current) => [...lines.map((text, index) => ({ key: `${claim.craftId}-${index}`, text })), ...current].slice(0, 12));
      onChanged();
    },
    [onChanged],
  );
  const queue = useCraftQueue(serverNow, onClaimed);

  const craft = async () => {
    if (!selected || !selected.known) return setProblem(SELECT_RECIPE_FIRST_TEXT);
    setProblem(null);
    setBusy(true);
    try {
      const answer = await workshopApi.craft(selected.id);
      toasts.notify({ type: 'info', message: answer.message, duration: 4_000 });
      queue.reload();
      onChanged();
    } catch (error) {
      // The server's reason ('Missing required materials ...', 'Requires Anvil ...') says what is lacking.
      const text = error instanceof ApiError && error.code === MISSING_MATERIALS_CODE ? error.message : craftingErrorText(error);
      setProblem(text);
      toasts.notify({ type: 'error', message: text, duration: 6_000 });
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="crafting-panel" data-testid="crafting-panel" aria-label="Crafting">
      <p className="crafting-standing">
        Crafting level <strong>{workshop.craftingLevel}</strong> · {workshop.craftingExperience} XP · {workshop.knowledgePoints} knowledge
      </p>
      <h3 className="section-title">Recipe book</h3>
      <ul className="recipe-list recipe-book" aria-label="Recipe book">
        {book.map((entry) => (
          <li key={entry.id}>
            <button
              type="button"
              className={`recipe-row ${entry.id === selectedId ? 'is-selected' : ''} ${entry.known && entry.canCraft ? '' : 'is-unavailable'} ${entry.known ? '' : 'is-unknown'}`}
              data-testid={`station-recipe-${entry.id}`}
              disabled={!entry.known}
              title={entry.known ? (entry.reason ?? undefined) : entry.hint}
              onClick={() => {
                setSelectedId(entry.id);
                setProblem(null);
              }}
            >
              <span className="recipe-row-name">{entry.known ? entry.name : '???'}</span>
              <span className="recipe-row-level">{entry.tierLine}</span>
              {!entry.known && <span className="recipe-row-reason">{entry.hint}</span>}
            </button>
          </li>
        ))}
      </ul>
      {selected && selected.known ? (
        <div className="station-detail card" data-testid="station-detail">
          <h4 className="recipe-subtitle">{selected.name}</h4>
          <p className="recipe-description">{selected.recipe.description}</p>
          <ul className="ingredient-list">
            {ingredientLines(Object.fromEntries(selected.recipe.requirements.map((req) => [req.itemId, req.quantity])), inventory).map((line) => (
              <li key={line.itemId} className={line.enough ? 'is-enough' : 'is-short'}>
                <ItemIcon itemId={line.itemId} />
                <span className="ingredient-name">
                  {line.name}
                  {selected.recipe.requirements.find((req) => req.itemId === line.itemId)?.consumeOnUse === false && <span className="muted"> (tool, kept)</span>}
                </span>
                <span className="ingredient-count">
                  {line.held} / {line.needed}
                </span>
              </li>
            ))}
          </ul>
          <p className="station-result">
            Makes <strong>{itemName(selected.recipe.result.itemId)}</strong> ×{selected.recipe.result.quantity} · quality <strong data-testid="station-quality">{qualityName(selected.view.quality)}</strong> · {formatDuration(selected.view.craftingTimeMs)}
          </p>
          {selected.view.combinations.length > 0 && (
            <ul className="combination-list" aria-label="Combination effects">
              {combinationLines(selected.view.combinations).map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
          )}
          {!selected.canCraft && selected.reason && <p className="panel-message is-error">{selected.reason}</p>}
        </div>
      ) : (
        <p className="muted">Choose a known recipe from the book.</p>
      )}
      <button type="button" className="button button-primary button-wide" data-testid="station-craft" disabled={busy} onClick={() => void craft()}>
        CRAFT ITEM
      </button>
      {problem && (
        <p className="craft-problem is-error" role="status" data-testid="station-problem">
          {problem}
        </p>
      )}
      <CraftQueueList queue={queue} title="Progress" />
      <section className="discovery-log" aria-label="Discovery log" data-testid="discovery-log">
        <h3 className="section-title">Discovery log</h3>
        {log.length === 0 ? (
          <p className="muted">Each craft may reveal a recipe or add to your knowledge.</p>
        ) : (
          <ul>
            {log.map((line) => (
              <li key={line.key}>{line.text}</li>
            ))}
          </ul>
        )}
      </section>
    </section>
  );
}
