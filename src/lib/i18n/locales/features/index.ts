import { authEn, authZh } from './auth';
import { consoleEn, consoleZh } from './console';
import { hostEn, hostZh } from './host';
import { projectsEn, projectsZh } from './projects';
import { reviewEn, reviewZh } from './review';
import { transcriptEn, transcriptZh } from './transcript';

/** Each screen feature's texts live in their own file so features can be built side by side. */
export const featuresZh = {
  console: consoleZh,
  auth: authZh,
  projects: projectsZh,
  review: reviewZh,
  host: hostZh,
  transcript: transcriptZh,
};

export const featuresEn = {
  console: consoleEn,
  auth: authEn,
  projects: projectsEn,
  review: reviewEn,
  host: hostEn,
  transcript: transcriptEn,
};
