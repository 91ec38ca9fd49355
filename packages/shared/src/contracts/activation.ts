import type { checkPinRequest, checkPinResponse, sendPinRequest, sendPinResponse } from '../api/activation';
import { contract } from '../contract';

/** A PIN by SMS to a member's mobile (document 2, "Activation"). */
export const requestPin = contract<{ body: typeof sendPinRequest; response: typeof sendPinResponse }>(
  'POST',
  '/contract/sendpin',
);

/** The PIN received; the answer carries the link code of '/registro' (document 2, "Activation"). */
export const verifyPin = contract<{ body: typeof checkPinRequest; response: typeof checkPinResponse }>(
  'POST',
  '/contract/checkpin',
);
