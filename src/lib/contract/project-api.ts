import * as z from 'zod/mini';
import { get } from './endpoint';

/**
 * Not shown in SPEC: the project picker of /projects needs a list call. A project is what a
 * visitor chooses between: its id (the CURRENT_PROJECT_KEY value and the /index/:project
 * segment), its name, and the company it presents in the chat header.
 */
export const projectSummary = z.looseObject({
  id: z.string(),
  name: z.string(),
  company_name: z.optional(z.string()),
  company_logo: z.optional(z.string()),
});
export type ProjectSummary = z.infer<typeof projectSummary>;

export const projectApi = {
  /** Every project a visitor may pick, default project first. Public: no token needed. */
  list: get('/api/csc/project/list', z.array(projectSummary), { noToken: true }),
} as const;

/** A project as the picker shows it. */
export interface Project {
  id: string;
  name: string;
  company?: string;
  logo?: string;
}

export const toProject = (p: ProjectSummary): Project => ({
  id: p.id,
  name: p.name,
  ...(p.company_name !== undefined && { company: p.company_name }),
  ...(p.company_logo !== undefined && { logo: p.company_logo }),
});
