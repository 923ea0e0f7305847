import type Phaser from 'phaser';
import { cityIdAt, distanceToRect, PROFESSION_SITES, professionSiteAt, type ProfessionSite } from '@silkroad/shared';
import type { GameBus, NearbySite } from '../../bus/game-bus';
import { DEPTH } from '../depth';
import { paintProfessionSite, SITE_COLOURS, SITE_PAINT_PAD_PX } from '../world/profession-site-painter';
import { context2d, makeCanvas } from '../world/paint-kit';
import { reachOutline } from './reach-highlight';
import { ReachWatcher } from './reach-watcher';

const HIGHLIGHT_PAD_PX = 4;
const SANS = '"Trebuchet MS", "Segoe UI", "DejaVu Sans", sans-serif';
/**
 * Inside a city the yards stand between the buildings, whose names already crowd the streets:
 * a yard's name shows only when the player comes this close (out in the country it always shows).
 */
const CITY_LABEL_REACH_PX = 150;
const LABEL_FADE_PER_MS = 1 / 250;

interface SiteLabel {
  site: ProfessionSite;
  parts: Array<Phaser.GameObjects.Text | Phaser.GameObjects.Rectangle>;
  alpha: number;
}

function toNearby(site: ProfessionSite): NearbySite {
  return { id: site.id, name: site.name, profession: site.profession };
}

/**
 * The profession sites of the main world (shared/src/catalogue/profession-sites.ts): paints each
 * yard with its signpost and name, tells the panels (through the bus) which site the player stands
 * in as they walk, and outlines it in gold as markets and gates are. Reports null when the scene
 * goes to sleep, and again once it updates after waking.
 */
export class ProfessionSitesWatch {
  private readonly objects: Phaser.GameObjects.GameObject[] = [];
  private readonly textureKeys: string[] = [];
  /** The names of the yards inside cities, shown as the player nears them. */
  private readonly cityLabels: SiteLabel[] = [];
  private readonly reach: ReachWatcher<ProfessionSite>;

  constructor(
    private readonly scene: Phaser.Scene,
    private readonly bus: GameBus,
    private readonly sites: readonly ProfessionSite[] = PROFESSION_SITES,
  ) {
    for (const site of sites) this.paint(site);
    this.reach = new ReachWatcher<ProfessionSite>(
      {
        find: (x, y) => professionSiteAt(x, y, this.sites),
        report: (site) => this.bus.emit('site:nearby', site ? toNearby(site) : null),
      },
      reachOutline(scene, (site: ProfessionSite) => site, HIGHLIGHT_PAD_PX),
    );
  }

  private paint(site: ProfessionSite): void {
    const key = `profession-site-${site.id}`;
    if (!this.scene.textures.exists(key)) {
      const canvas = makeCanvas(site.width + SITE_PAINT_PAD_PX * 2, site.height + SITE_PAINT_PAD_PX * 2);
      paintProfessionSite(context2d(canvas), site);
      this.scene.textures.addCanvas(key, canvas);
      this.textureKeys.push(key);
    }
    const image = this.scene.add.image(site.x - SITE_PAINT_PAD_PX, site.y - SITE_PAINT_PAD_PX, key).setOrigin(0).setDepth(DEPTH.professionSites);
    const label = this.scene.add.text(site.x + site.width / 2, site.y - 3, site.name, {
      fontFamily: SANS,
      fontSize: '12px',
      fontStyle: 'bold',
      color: '#fff8e8',
      stroke: '#2a1c10',
      strokeThickness: 4,
    });
    label.setOrigin(0.5, 1).setDepth(DEPTH.buildingLabels);
    // A thin bar of the profession's colour under the name, as on the signpost.
    const bar = this.scene.add.rectangle(site.x + site.width / 2, site.y - 1, Math.min(label.width, site.width + 20), 2, Number.parseInt(SITE_COLOURS[site.profession].slice(1), 16));
    bar.setDepth(DEPTH.buildingLabels);
    this.objects.push(image, label, bar);
    if (cityIdAt(site.x + site.width / 2, site.y + site.height / 2) !== null) {
      label.setAlpha(0);
      bar.setAlpha(0);
      this.cityLabels.push({ site, parts: [label, bar], alpha: 0 });
    }
  }

  private fadeCityLabels(x: number, y: number, elapsedMs: number): void {
    for (const entry of this.cityLabels) {
      const target = distanceToRect(entry.site, x, y) <= CITY_LABEL_REACH_PX ? 1 : 0;
      if (entry.alpha === target) continue;
      const step = elapsedMs * LABEL_FADE_PER_MS;
      entry.alpha = target > entry.alpha ? Math.min(1, entry.alpha + step) : Math.max(0, entry.alpha - step);
      for (const part of entry.parts) part.setAlpha(entry.alpha);
    }
  }

  /** Called every frame with the local player's position. */
  update(x: number, y: number, elapsedMs: number): void {
    this.reach.update(x, y, elapsedMs);
    this.fadeCityLabels(x, y, elapsedMs);
  }

  /** The scene is leaving the screen: no site is in reach any more. */
  clear(): void {
    this.reach.clear();
  }

  destroy(): void {
    this.reach.destroy();
    for (const object of this.objects) object.destroy();
    this.objects.length = 0;
    for (const key of this.textureKeys) this.scene.textures.remove(key);
    this.textureKeys.length = 0;
  }
}
