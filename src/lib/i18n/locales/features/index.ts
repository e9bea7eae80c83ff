import { authEn, authZh } from './auth';
import { consoleEn, consoleZh } from './console';
import { hostEn, hostZh } from './host';
import { projectsEn, projectsZh } from './projects';
import { ratingEn, ratingZh } from './rating';
import { metricsEn, metricsZh } from './metrics';
import { reviewEn, reviewZh } from './review';
import { transcriptEn, transcriptZh } from './transcript';
import { voiceEn, voiceZh } from './voice';

/** Each screen feature's texts live in their own file so features can be built side by side. */
export const featuresZh = {
  console: consoleZh,
  auth: authZh,
  projects: projectsZh,
  review: reviewZh,
  metrics: metricsZh,
  host: hostZh,
  transcript: transcriptZh,
  rating: ratingZh,
  voice: voiceZh,
};

export const featuresEn = {
  console: consoleEn,
  auth: authEn,
  projects: projectsEn,
  review: reviewEn,
  metrics: metricsEn,
  host: hostEn,
  transcript: transcriptEn,
  rating: ratingEn,
  voice: voiceEn,
};
