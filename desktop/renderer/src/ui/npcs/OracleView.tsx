import { ORACLE_CLUES_PER_GAME_DAY, ORACLE_FEE_COPPER, ORACLE_TEXT, type OracleClue } from '@silkroad/shared';
import { Money } from '../common/Money';

interface Props {
  /** The last clue told in this window. */
  clue: OracleClue | null;
  /** Clues the stars still tell today; null while unknown. */
  left: number | null;
  busy: boolean;
  allowed: boolean;
  onAsk(): void;
}

/** The oracle's view: ask the stars for a clue (a fee, a few a game day); the answer also comes as a 10 s notification. */
export function OracleView({ clue, left, busy, allowed, onAsk }: Props) {
  return (
    <div className="npc-oracle">
      <p className="npc-oracle-lead">
        The stars know what the markets and the roads will do. A reading costs <Money copper={ORACLE_FEE_COPPER} />; {ORACLE_CLUES_PER_GAME_DAY} a day at most.
      </p>
      <div className="npc-form">
        <button type="button" className="button button-primary" data-testid="oracle-ask" disabled={busy || !allowed || left === 0} onClick={onAsk}>
          {ORACLE_TEXT.ask}
        </button>
        {left !== null && (
          <span className="muted" data-testid="oracle-left">
            {left} {left === 1 ? 'reading' : 'readings'} left today
          </span>
        )}
      </div>
      {clue && (
        <blockquote className="npc-clue" data-testid="oracle-clue">
          {clue.text}
        </blockquote>
      )}
    </div>
  );
}
