import { useWorld } from '../world/world-context';
import { GameWindow } from '../common/GameWindow';
import { ItemIcon } from '../common/ItemIcon';
import { Money } from '../common/Money';
import { Spinner } from '../common/Spinner';
import { useNow } from '../hooks/use-now';
import { bedCaption, cropName, type BedView } from '../../game/farm/bed-state';
import { useCountrysideContext } from './countryside-context';
import { bedLabel, farmGoods, farmingPanelView, PLOT_PRICE_COPPER, plotInfoLines } from './farming-panel-state';
import { FARMING_TEXT, plotInfoError } from './farming-texts';
import './farming-panel.css';

/** One bed in the panel's little map of the field: what grows, how far along, and a click to tend it. */
function BedTile({ bed, onClick }: { bed: BedView; onClick(): void }) {
  const name = bed.crop ? cropName(bed.crop.cropType) : bed.kind === 'locked' ? 'For sale' : 'Empty';
  return (
    <button type="button" className={`bed-tile bed-${bed.kind}`} data-testid={`bed-tile-${bed.index}`} title={bedLabel(bed.index)} disabled={bed.kind === 'locked'} onClick={onClick}>
      <span className="bed-tile-name">{name}</span>
      <span className="bed-tile-state">{bed.kind === 'locked' ? '—' : bedCaption(bed)}</span>
      {bed.kind === 'growing' && (
        <span className="bed-tile-bar" aria-hidden="true">
          <span style={{ width: `${Math.round(bed.progress * 100)}%` }} />
        </span>
      )}
    </button>
  );
}

/**
 * The farming panel (spec 000 §2 and §4, F or the HUD's farming button, on the farm only): the
 * plot's info, its eight beds at a glance, the farm's seeds and harvest, and the three actions:
 * Buy Expanded Plot without a plot; Plant while a bed is free; Harvest Ready Crops while any is ripe.
 */
export function FarmingPanel({ onClose, onPlant }: { onClose(): void; onPlant(bed: number): void }) {
  const countryside = useCountrysideContext();
  const { bus, player } = useWorld();
  // Ticks the countdowns; the times themselves come from the server's clock.
  useNow(1_000);
  const { farm, error } = countryside.farm;
  const view = farmingPanelView(farm, countryside.serverNow());
  const goods = farmGoods(player.data?.inventory ?? null);
  const infoError = !farm && error ? plotInfoError(error, countryside.testMode) : null;

  return (
    <GameWindow
      title={FARMING_TEXT.panelTitle}
      subtitle="Countryside Farm · outside Constantinople"
      testId="farming-panel"
      size="window-farming"
      onClose={onClose}
      footer={
        <>
          <p className="farm-footer-hint">{view.plot ? 'Click a bed in the field, or here, to plant or harvest it.' : 'Buy the plot to till its eight beds.'}</p>
          {view.showBuy && (
            <button type="button" className="button button-primary" data-testid="farm-buy-plot" disabled={countryside.busy} onClick={() => void countryside.buyPlot()}>
              {FARMING_TEXT.buyPlot} <Money copper={PLOT_PRICE_COPPER} className="button-price" />
            </button>
          )}
          {view.showPlant && view.firstFreeBed !== null && (
            <button type="button" className="button" data-testid="farm-plant" disabled={countryside.busy} onClick={() => onPlant(view.firstFreeBed as number)}>
              {FARMING_TEXT.plant}
            </button>
          )}
          {view.showHarvest && (
            <button type="button" className="button button-primary" data-testid="farm-harvest" disabled={countryside.busy} onClick={() => void countryside.harvestReady()}>
              {FARMING_TEXT.harvest} ({view.readyBeds.length})
            </button>
          )}
        </>
      }
    >
      <div className="farm-panel">
        <section className="card plot-info" data-testid="plot-info" aria-live="polite">
          <h3 className="section-title">{view.plot ? 'Your Expanded Plot' : 'Plot'}</h3>
          {infoError ? (
            <p className="panel-message is-error">{infoError}</p>
          ) : !view.loaded ? (
            <p className="muted">
              <Spinner label="Loading the farm" /> Loading your farm…
            </p>
          ) : (
            plotInfoLines(view).map((line) => (
              <p key={line} className="plot-info-line">
                {line}
              </p>
            ))
          )}
          {view.taxNotice && (
            <p className="plot-tax-notice" data-testid="plot-tax-notice" role="alert">
              {view.taxNotice}
            </p>
          )}
        </section>
        <section className="farm-field-map" aria-label="Beds">
          {view.beds.slice(0, 4).map((bed) => (
            <BedTile key={bed.index} bed={bed} onClick={() => bus.emit('farm:bed-click', { bed: bed.index })} />
          ))}
          <button type="button" className="bed-tile bed-house" disabled aria-label="Farmhouse">
            <span className="bed-tile-name">Farmhouse</span>
          </button>
          {view.beds.slice(4).map((bed) => (
            <BedTile key={bed.index} bed={bed} onClick={() => bus.emit('farm:bed-click', { bed: bed.index })} />
          ))}
        </section>
        <section className="card farm-goods" data-testid="farm-goods">
          <h3 className="section-title">Seeds &amp; harvest</h3>
          {goods.length === 0 ? (
            <p className="muted">No seeds or crops yet: every city market sells seeds.</p>
          ) : (
            <ul className="farm-goods-list">
              {goods.map((good) => (
                <li key={good.itemId} className="farm-good" data-testid={`farm-good-${good.itemId}`}>
                  <ItemIcon itemId={good.itemId} />
                  <span className="farm-good-name">{good.name}</span>
                  <span className="farm-good-qty">×{good.quantity}</span>
                </li>
              ))}
            </ul>
          )}
        </section>
      </div>
    </GameWindow>
  );
}
