import { itemDisplayName, type PlayerData } from '@silkroad/shared';
import './resources-line.css';

/** The goods the spec's HUD counts (000 §2 "resources line"): the road's dearest carries. */
const COUNTED_GOODS = ['jade', 'furs', 'amber'] as const;

/** Help hired for the next journey, as the line names it. */
const HIRED = [
  { flag: 'guide', label: 'Guide' },
  { flag: 'caravan_protection', label: 'Protection' },
] as const;

/** Jade, furs and amber held, and whether a guide and an escort are hired for the next journey (000 §2). */
export function ResourcesLine({ data }: { data: Pick<PlayerData, 'inventory' | 'roadFlags'> }) {
  return (
    <p className="hud-resources" data-testid="hud-resources">
      {COUNTED_GOODS.map((itemId) => (
        <span key={itemId} className="hud-resource" data-testid={`hud-resource-${itemId}`}>
          {itemDisplayName(itemId)} <b>{data.inventory[itemId] ?? 0}</b>
        </span>
      ))}
      {HIRED.map(({ flag, label }) => {
        const hired = data.roadFlags.includes(flag);
        return (
          <span key={flag} className={`hud-resource hud-hired${hired ? ' is-hired' : ''}`} data-testid={`hud-hired-${flag}`} data-hired={hired}>
            {label} <b>{hired ? 'yes' : 'no'}</b>
          </span>
        );
      })}
    </p>
  );
}
