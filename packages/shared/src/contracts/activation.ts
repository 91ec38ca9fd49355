import type * as activation from '../api/activation';
import { contract } from '../contract';

/** A PIN by SMS to a member's mobile (document 2, "Activation"). */
export const requestPin = contract<{
  body: typeof activation.sendPinRequest;
  response: typeof activation.sendPinResponse;
}>('POST', '/contract/sendpin');

/** The PIN received; the answer carries the link code of '/registro' (document 2, "Activation"). */
export const verifyPin = contract<{
  body: typeof activation.checkPinRequest;
  response: typeof activation.checkPinResponse;
}>('POST', '/contract/checkpin');
