import type { RandomEventView } from '@silkroad/shared';
import type { Ref } from 'react';
import { EncounterGlyph } from '../journey/EncounterGlyph';
import { EVENT_LOOK, eventKindLabel } from './event-dialog';
import './random-event.css';

/** The seal, the kind's badge and the title: the head of both the event's dialogs. */
export function EventHeading({ event, titleRef, titleTestId, titleId }: { event: RandomEventView; titleRef?: Ref<HTMLHeadingElement>; titleTestId: string; titleId: string }) {
  const look = EVENT_LOOK[event.kind];
  const kind = eventKindLabel(event.kind);
  return (
    <header className="random-event-header">
      <span className="random-event-seal" aria-hidden="true">
        <EncounterGlyph type={look.glyph} />
      </span>
      <div className="random-event-heading">
        {/* A kind named as its title (Sandstorm) says it once. */}
        {kind !== event.title && (
          <span className={`badge random-event-kind is-${look.tone}`} data-testid="random-event-kind">
            {kind}
          </span>
        )}
        <h2 className="modal-title random-event-title" id={titleId} ref={titleRef} tabIndex={-1} data-testid={titleTestId}>
          {event.title}
        </h2>
      </div>
    </header>
  );
}
