import * as learningAccountCalls from '@trilha/shared/contracts/learning-account';
import { call } from './client';

// Apart from account.ts: the learning shell asks for the pending terms before its first screen (spec 3, 4.14),
// and needs none of the account's other calls there.

/** `GET /learning/terms`: responsibility terms still to sign. */
export const fetchPendingTerms = () => call(learningAccountCalls.getPendingTerms);

/** `POST /learning/terms/:idTermOfResponsibility/:versionNumber`. */
export const signTerm = (idTermOfResponsibility: number, versionNumber: number) =>
  call(learningAccountCalls.signTerm, { params: { idTermOfResponsibility, versionNumber } });
