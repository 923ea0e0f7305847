export const PROGRESS_ERRORS = {
  TUTORIAL_STEP_MOVED_ON: 'The tutorial has already moved on from that step',
  TUTORIAL_NOT_ACTIVE: 'The tutorial is not running: start it again from Help',
} as const;
