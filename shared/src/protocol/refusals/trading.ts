/** Refusals of the contract routes, with the texts players see. */
export const CONTRACT_ERRORS = {
  CONTRACT_NOT_FOUND: 'Contract not found',
  CONTRACT_ALREADY_ACTIVE: 'You have already accepted this contract',
  CONTRACT_TAKEN: 'This contract is no longer on the board: its client posts it again later',
  CONTRACT_NOT_ACCEPTED: 'You have not accepted this contract',
  CONTRACT_OVERDUE: 'The deadline has passed: the contract failed and its penalty was charged',
  LEVEL_TOO_LOW: 'Your level is too low for this contract',
  WRONG_CITY: 'Deliver the goods in the destination city',
} as const;
