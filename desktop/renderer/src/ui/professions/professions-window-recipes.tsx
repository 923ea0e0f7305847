import type { ProfessionRecipeView } from '@silkroad/shared';
import './professions-window-recipes.css';

/** The recipe list: name and level; one that cannot be made now is greyed, with the reason. */
export function RecipeList({ recipes, selectedId, onSelect }: { recipes: readonly ProfessionRecipeView[]; selectedId: string | null; onSelect(id: string): void }) {
  return (
    <ul className="recipe-list" aria-label="Recipes" data-testid="recipe-list">
      {recipes.map((recipe) => (
        <li key={recipe.id}>
          <button
            type="button"
            className={`recipe-row ${recipe.id === selectedId ? 'is-selected' : ''} ${recipe.canCraft ? '' : 'is-unavailable'}`}
            data-testid={`recipe-${recipe.id}`}
            aria-pressed={recipe.id === selectedId}
            title={recipe.reason ?? undefined}
            onClick={() => onSelect(recipe.id)}
          >
            <span className="recipe-row-name">{recipe.name}</span>
            <span className="recipe-row-level">Lv {recipe.requiredLevel}</span>
            {!recipe.canCraft && recipe.reason && <span className="recipe-row-reason">{recipe.reason}</span>}
          </button>
        </li>
      ))}
    </ul>
  );
}
