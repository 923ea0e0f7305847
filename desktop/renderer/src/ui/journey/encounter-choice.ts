import type { EncounterChoiceView } from '@silkroad/shared';

/** What Auto Resolve takes, as the server's 10 s auto-resolve does: the first enabled choice (002 §9). */
export function autoChoice<C extends Pick<EncounterChoiceView, 'enabled'>>(choices: readonly C[]): C | undefined {
  return choices.find((choice) => choice.enabled);
}
