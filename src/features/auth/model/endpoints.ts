import * as z from 'zod/mini';
import { ownApi, unifiedLoginApi } from '@/lib/contract';

/**
 * The backend files a logging-in visitor under the project named by the query's project_id (as
 * loginAnon declares). The contract's login and unified login do not declare that query yet, so
 * these are the same endpoints with it declared; everything else (path, body, response, 60 s,
 * noToken) is the contract's own.
 */
const projectQuery = z.optional(z.object({ project_id: z.optional(z.string()) }));

export const visitorLogin = { ...ownApi.login, query: projectQuery };
export const unifiedLogin = { ...unifiedLoginApi.login, query: projectQuery };
