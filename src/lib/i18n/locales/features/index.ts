import { authEn, authZh } from './auth';
import { callScreenEn, callScreenZh } from './call';
import { callEntryEn, callEntryZh, callLineEn, callLineZh } from './call-line';
import { consoleEn, consoleZh } from './console';
import { leftMessagesEn, leftMessagesZh } from './console-left-messages';
import { hostEn, hostZh } from './host';
import { leaveMessageEn, leaveMessageZh } from './leave-message';
import { projectsEn, projectsZh } from './projects';
import { ratingEn, ratingZh } from './rating';
import { metricsEn, metricsZh } from './metrics';
import { reviewEn, reviewZh } from './review';
import { transcriptEn, transcriptZh } from './transcript';
import { voiceEn, voiceZh } from './voice';

/** Each screen feature's texts live in their own file so features can be built side by side. */
export const featuresZh = {
  console: consoleZh,
  leftMessages: leftMessagesZh,
  auth: authZh,
  projects: projectsZh,
  review: reviewZh,
  metrics: metricsZh,
  host: hostZh,
  transcript: transcriptZh,
  rating: ratingZh,
  leaveMessage: leaveMessageZh,
  voice: voiceZh,
  callScreen: callScreenZh,
  callLine: callLineZh,
  callEntry: callEntryZh,
};

export const featuresEn = {
  console: consoleEn,
  leftMessages: leftMessagesEn,
  auth: authEn,
  projects: projectsEn,
  review: reviewEn,
  metrics: metricsEn,
  host: hostEn,
  transcript: transcriptEn,
  rating: ratingEn,
  leaveMessage: leaveMessageEn,
  voice: voiceEn,
  callScreen: callScreenEn,
  callLine: callLineEn,
  callEntry: callEntryEn,
};
