import { SKILL_NAMES, type PlayerData } from '@silkroad/shared';
import './skill-list.css';

/** The HUD shows the first three skills (spec 000 §2). */
const HUD_SKILLS = SKILL_NAMES.slice(0, 3);

const title = (name: string) => name.charAt(0).toUpperCase() + name.slice(1);

export function SkillList({ skills }: { skills: PlayerData['skills'] }) {
  return (
    <ul className="skill-list" aria-label="Skills">
      {HUD_SKILLS.map((name) => (
        <li key={name} className="skill-item">
          <span className="skill-name">{title(name)}</span>
          <span className="skill-level">{skills[name].level}</span>
        </li>
      ))}
    </ul>
  );
}
