import type { ProfessionRecipeView, WindowProfession } from '@silkroad/shared';
import { useState } from 'react';
import type { CraftingApi } from '../../net/crafting-api';
import { ItemIcon } from '../common/ItemIcon';
import { useToasts } from '../common/toast-context';
import { craftingErrorText, formatDuration, formatPercent, ingredientLines, itemName, parseQuantity, QUANTITY_TEXT } from './professions-window-logic';
import './professions-window-detail.css';

interface Props {
  profession: WindowProfession;
  recipe: ProfessionRecipeView;
  inventory: Readonly<Record<string, number>>;
  crafting: CraftingApi;
  onQueued(): void;
}

/** The chosen recipe: description, ingredients beside what is held, products, success rate, time per unit, and Craft Item for 1 to 99. */
export function RecipeDetail({ profession, recipe, inventory, crafting, onQueued }: Props) {
  const toasts = useToasts();
  const [quantityText, setQuantityText] = useState('1');
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const quantity = parseQuantity(quantityText);
  const lines = ingredientLines(recipe.ingredients, inventory, quantity.ok ? quantity.value : 1);

  const craft = async () => {
    if (!quantity.ok) return setProblem(quantity.reason);
    setProblem(null);
    setBusy(true);
    try {
      const { message } = await crafting.craft(profession, recipe.id, quantity.value);
      toasts.notify({ type: 'info', message, duration: 4_000 });
      onQueued();
    } catch (error) {
      const text = craftingErrorText(error);
      setProblem(text);
      toasts.notify({ type: 'error', message: text, duration: 6_000 });
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="recipe-detail card" data-testid="recipe-detail" aria-label={recipe.name}>
      <h3 className="section-title">{recipe.name}</h3>
      <p className="recipe-description">{recipe.description}</p>
      <div className="recipe-facts">
        <span>
          Level <strong>{recipe.requiredLevel}</strong>
        </span>
        <span>
          Success <strong data-testid="recipe-success">{formatPercent(recipe.successRate)}</strong>
        </span>
        <span>
          Time <strong>{formatDuration(recipe.craftingTimeMs)}</strong> each
        </span>
        <span>
          <strong>+{recipe.experience}</strong> XP each
        </span>
      </div>
      <h4 className="recipe-subtitle">Ingredients{quantity.ok && quantity.value > 1 ? ` for ${quantity.value}` : ''}</h4>
      <ul className="ingredient-list">
        {lines.map((line) => (
          <li key={line.itemId} className={line.enough ? 'is-enough' : 'is-short'} data-testid={`ingredient-${line.itemId}`}>
            <ItemIcon itemId={line.itemId} />
            <span className="ingredient-name">{line.name}</span>
            <span className="ingredient-count">
              {line.held} / {line.needed}
            </span>
          </li>
        ))}
      </ul>
      <h4 className="recipe-subtitle">Makes</h4>
      <ul className="ingredient-list">
        {Object.entries(recipe.products).map(([itemId, count]) => (
          <li key={itemId}>
            <ItemIcon itemId={itemId} />
            <span className="ingredient-name">{itemName(itemId)}</span>
            <span className="ingredient-count">×{count}</span>
          </li>
        ))}
      </ul>
      {!recipe.canCraft && recipe.reason && (
        <p className="panel-message is-error recipe-reason" data-testid="recipe-reason">
          {recipe.reason}
        </p>
      )}
      <form
        className="craft-form"
        onSubmit={(event) => {
          event.preventDefault();
          void craft();
        }}
      >
        <label className="craft-quantity">
          Quantity
          <input
            type="number"
            className="number-input"
            inputMode="numeric"
            min={1}
            max={99}
            value={quantityText}
            data-testid="craft-quantity"
            aria-invalid={!quantity.ok}
            aria-describedby="craft-quantity-hint"
            onChange={(event) => {
              setQuantityText(event.target.value);
              setProblem(null);
            }}
          />
        </label>
        <button type="submit" className="button button-primary" data-testid="craft-item" disabled={busy || !recipe.canCraft}>
          Craft Item
        </button>
      </form>
      <p id="craft-quantity-hint" className={`craft-problem ${problem || !quantity.ok ? 'is-error' : 'muted'}`} role="status" data-testid="craft-problem">
        {problem ?? (quantity.ok ? `Takes ${formatDuration(recipe.craftingTimeMs * quantity.value)} in all` : QUANTITY_TEXT)}
      </p>
    </section>
  );
}
