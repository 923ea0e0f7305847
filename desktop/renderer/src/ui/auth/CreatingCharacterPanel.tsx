import { Spinner } from '../common/Spinner';
import { TimedPanel } from './TimedPanel';

/** Spec 000 §9 "deletion transition 1.5 s". */
export const CREATING_CHARACTER_MS = 1_500;

export function CreatingCharacterPanel({ onDone }: { onDone(): void }) {
  return (
    <TimedPanel durationMs={CREATING_CHARACTER_MS} onDone={onDone} testId="creating-character">
      <Spinner label="Creating character" />
      <p className="panel-lead">Creating new character...</p>
    </TimedPanel>
  );
}
