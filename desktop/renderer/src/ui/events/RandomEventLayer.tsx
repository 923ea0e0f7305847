import { useRandomEventContext } from './event-context';
import { EventResultDialog } from './EventResultDialog';
import { RandomEventDialog } from './RandomEventDialog';

/**
 * The random event's dialogs over the world and its windows (a modal: the window under it stays
 * as it was). `held` keeps them off screen while something goes first: an encounter on the road
 * (002 §4: the road waits for no one; the event waits ten minutes) or the welcome. They come back
 * as they were once it is gone.
 */
export function RandomEventLayer({ held }: { held: boolean }) {
  const { dialog, serverNow, answer, chooseAgain, close } = useRandomEventContext();
  if (held) return null;
  switch (dialog.view) {
    case 'choices':
    case 'refused':
      return <RandomEventDialog key={dialog.event.id} dialog={dialog} serverNow={serverNow} onAnswer={answer} onChooseAgain={chooseAgain} onClose={close} />;
    case 'result':
      return <EventResultDialog key={dialog.event.id} event={dialog.event} outcome={dialog.outcome} onClose={close} />;
    case 'closed':
      return null;
  }
}
