import type { PlayerData } from '@silkroad/shared';
import { xpFraction } from '../professions/professions-window-logic';
import { skillCards } from './skill-cards';
import { StatsIcon } from './StatsIcon';

/** The Skills tab (002 §2): a card per skill, its level and the XP toward the next (level × 100). */
export function SkillsPanel({ skills }: { skills: Partial<PlayerData['skills']> }) {
  return (
    <ul className="stats-skills" aria-label="Skills">
      {skillCards(skills).map((skill) => (
        <li key={skill.id} className="card stats-skill" data-testid={`stats-skill-${skill.id}`}>
          <span className="stats-skill-icon">
            <StatsIcon name={skill.icon} />
          </span>
          <div className="stats-skill-head">
            <h3 className="stats-skill-name">{skill.name}</h3>
            <span className="stats-skill-level" data-testid={`stats-skill-${skill.id}-level`}>
              Level {skill.level}
            </span>
          </div>
          <div
            className="progress-bar stats-skill-bar"
            role="progressbar"
            aria-valuemin={0}
            aria-valuemax={skill.needed}
            aria-valuenow={skill.current}
            aria-label={`${skill.name} experience`}
          >
            <span style={{ width: `${(xpFraction(skill.current, skill.needed) * 100).toFixed(1)}%` }} />
          </div>
          <span className="stats-skill-xp">
            {skill.current} / {skill.needed} XP
          </span>
          <p className="stats-skill-about">{skill.about}</p>
        </li>
      ))}
    </ul>
  );
}
