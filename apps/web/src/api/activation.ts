import type { CheckPinRequest, CheckPinResponse, SendPinRequest, SendPinResponse } from '@trilha/shared/api/activation';
import { request } from './client';

/** `POST /contract/sendpin`: a PIN by SMS. */
export const sendPin = (body: SendPinRequest) =>
  request<SendPinResponse>('POST', '/contract/sendpin', { body, auth: false });

/** `POST /contract/checkpin`: the PIN received; answers the code of '/registro'. */
export const checkPin = (body: CheckPinRequest) =>
  request<CheckPinResponse>('POST', '/contract/checkpin', { body, auth: false });
