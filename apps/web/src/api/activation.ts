import type { CheckPinRequest, SendPinRequest } from '@trilha/shared/api/activation';
import * as activationCalls from '@trilha/shared/contracts/activation';
import { call } from './client';

/** `POST /contract/sendpin`: a PIN by SMS. */
export const sendPin = (body: SendPinRequest) => call(activationCalls.requestPin, { body, auth: false });

/** `POST /contract/checkpin`: the PIN received; answers the code of '/registro'. */
export const checkPin = (body: CheckPinRequest) => call(activationCalls.verifyPin, { body, auth: false });
