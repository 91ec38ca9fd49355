import type { CheckPinRequest, SendPinRequest } from '@trilha/shared/api/activation';
import { requestPin, verifyPin } from '@trilha/shared/contracts/activation';
import { call } from './client';

/** `POST /contract/sendpin`: a PIN by SMS. */
export const sendPin = (body: SendPinRequest) => call(requestPin, { body, auth: false });

/** `POST /contract/checkpin`: the PIN received; answers the code of '/registro'. */
export const checkPin = (body: CheckPinRequest) => call(verifyPin, { body, auth: false });
