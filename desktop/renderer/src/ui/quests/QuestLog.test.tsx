import { QUEST_TEXT } from '@silkroad/shared';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { questFixture, questLogFixture } from '../../net/quest-fixture';
import { HudQuestsView } from './HudQuests';
import { QuestCard } from './QuestCard';
import { QuestLogView } from './QuestLogWindow';
import { hudQuestText, progressText, rewardLines } from './quest-texts';

const nothing = () => undefined;
/** The markup's text, tags dropped. */
const text = (html: string) => html.replace(/<[^>]+>/g, '');

const trading = questFixture({
  id: 'first-purchase',
  title: 'First Purchase',
  giverId: 'nikephoros-kamateros',
  giverName: 'Nikephoros Kamateros',
  status: 'active',
  objectives: [{ text: 'Buy 5 goods at the Grand Bazaar', progress: 3, target: 5, done: false }],
  rewards: { copper: 4_000, xp: 30, items: { 'travelers-bread': 2 }, skillXp: { trading: 20 }, reputation: 0 },
});

describe('the quest texts', () => {
  it('reads progress as “3 / 10”, never past the target', () => {
    expect(progressText({ progress: 3, target: 10 })).toBe('3 / 10');
    expect(progressText({ progress: 12, target: 10 })).toBe('10 / 10');
  });

  it('words a reward one part a line: coins, XP, goods, skills, standing', () => {
    expect(rewardLines(trading.rewards)).toEqual(['40s', '30 XP', '2x Traveler’s Bread', '+20 Trading']);
    expect(rewardLines(questFixture().rewards)).toEqual(['20s', '20 XP', '+15 Diplomacy', '+1 reputation']);
  });

  it('counts the quests in the log and marks the ready ones', () => {
    expect(hudQuestText({ active: 2, ready: 0 })).toBe('Quests 2');
    expect(hudQuestText({ active: 2, ready: 1 })).toBe('Quests 2 · 1 ready');
  });
});

describe('a quest at its giver', () => {
  const card = (overrides: Parameters<typeof questFixture>[0]) =>
    renderToStaticMarkup(<QuestCard quest={questFixture(overrides)} place="npc" onAccept={nothing} onClaim={nothing} />);

  it('an available quest shows its story, objectives and rewards, and Accept Quest', () => {
    const html = card({});
    expect(html).toContain('data-testid="npc-quest-a-stranger-in-the-city"');
    expect(html).toContain('Go and greet Nikephoros Kamateros');
    expect(text(html)).toContain('Talk to Nikephoros Kamateros');
    expect(text(html)).toContain('Rewards20s20 XP+15 Diplomacy+1 reputation');
    expect(html).toMatch(/data-testid="quest-accept-a-stranger-in-the-city"[^>]*>Accept Quest</);
    expect(html).not.toContain('quest-claim-');
  });

  it('a locked quest is greyed with the reason, and cannot be taken', () => {
    const html = card({ status: 'locked', lockedReason: 'Finish “A Stranger in the City” first' });
    expect(html).toContain('quest-locked');
    expect(html).toMatch(/data-testid="npc-quest-a-stranger-in-the-city-reason"[^>]*>Finish “A Stranger in the City” first</);
    expect(html).not.toContain('quest-accept-');
  });

  it('an active quest shows its progress; a ready one Claim Reward; one done today says so', () => {
    expect(text(card({ status: 'active', objectives: [{ text: 'Talk to Nikephoros Kamateros', progress: 0, target: 1, done: false }] }))).toContain('0 / 1');
    const ready = card({ status: 'ready', objectives: [{ text: 'Talk to Nikephoros Kamateros', progress: 1, target: 1, done: true }] });
    expect(ready).toMatch(/data-testid="quest-claim-a-stranger-in-the-city"[^>]*>Claim Reward</);
    expect(text(ready)).toContain(QUEST_TEXT.ready);
    const done = card({ status: 'claimed', daily: true });
    expect(text(done)).toContain('Done today');
    expect(done).not.toContain('<button');
  });
});

describe('the quest log', () => {
  it('lists each quest with its giver and city, progress bars and Abandon', () => {
    const html = renderToStaticMarkup(<QuestLogView log={questLogFixture([trading])} error={null} rumours={[]} busy={null} onAbandon={nothing} />);
    expect(html).toContain('data-testid="quest-log-first-purchase"');
    expect(text(html)).toContain('Nikephoros Kamateros, Constantinople');
    expect(html).toMatch(/data-testid="quest-log-first-purchase-progress-0"[^>]*>3 \/ 5</);
    expect(html).toContain('aria-valuenow="3"');
    expect(html).toMatch(/data-testid="quest-abandon-first-purchase"[^>]*>Abandon</);
    expect(html).not.toContain('quest-accept-');
  });

  it('says what to do when empty, and that no rumours were heard', () => {
    const html = renderToStaticMarkup(<QuestLogView log={questLogFixture()} error={null} rumours={[]} busy={null} onAbandon={nothing} />);
    expect(text(html)).toContain(QUEST_TEXT.empty);
    expect(text(html)).toContain('You have heard no rumours lately.');
  });
});

describe('the HUD’s counts', () => {
  it('shows the quests in the log with the ready ones marked, and the unread rumours', () => {
    const html = renderToStaticMarkup(<HudQuestsView log={{ active: 2, ready: 1 }} rumours={3} onOpen={nothing} />);
    expect(html).toMatch(/data-testid="hud-quests"[^>]*data-active="2"[^>]*data-ready="1"/);
    expect(text(html)).toContain('Quests 2 · 1 ready');
    expect(html).toMatch(/data-testid="hud-rumours"[^>]*data-unread="3"/);
  });

  it('leaves the rumour count out when the server gives none', () => {
    expect(renderToStaticMarkup(<HudQuestsView log={{ active: 0, ready: 0 }} rumours={null} onOpen={nothing} />)).not.toContain('hud-rumours');
  });
});
