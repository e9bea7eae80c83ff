import { clientSwitches, loginScope, type CustomerRules } from '@/lib/permissions';

/** The permission tree of SPEC §6 (GET customer_rules), as far as a login cares. */
export type LoginPermission = CustomerRules;

/**
 * SPEC §6: a project permission flag decides whether the login identifier is per project or
 * generic. The app decides this in one place (src/lib/permissions: service_cloud.account), so the
 * login screen stores a login exactly where the chat will look for it.
 */
export function isPerProjectLogin(permission: LoginPermission | undefined): boolean {
  return clientSwitches(permission).perProjectLogin;
}

/**
 * The key the login is stored under in WEBCHAT_TOKEN / WEBCHAT_CUBE_UID_KEY (SPEC §3), and the
 * project the backend files the visitor under: the project itself when per project, else the
 * generic DEFAULT_PROJECT.
 */
export function loginKey(projectId: string, permission: LoginPermission | undefined): string {
  return loginScope(projectId, clientSwitches(permission));
}
