import type { DataOf, ownApi } from '@/lib/contract';
import { DEFAULT_PROJECT } from '@/lib/constants';

/** SPEC §6 permission tree for a customer (GET /api/csc/ucenter/customer_rules). */
export type CustomerRules = DataOf<typeof ownApi.customerRules>;

/**
 * What the client shows, derived from the permission tree (SPEC §6: "client switches derive from
 * service_cloud.account, service_cloud.permission and whether permission.projects is not true").
 * SPEC does not say what each switch governs; these are the decisions, in one place:
 */
export interface ClientSwitches {
  /** service_cloud.account: the login identifier is this project's own, not the generic one. */
  perProjectLogin: boolean;
  /**
   * service_cloud.permission: the service-cloud services (service orders, self-service work
   * orders, calls, VIP). On unless the tree says false: the observed build has every flag on.
   */
  services: boolean;
  /** permission.projects is not true: a single-project customer, so no project switcher. */
  singleProject: boolean;
  /** cube_diy.emoji: the reduced 48-entry emoji set. */
  reducedEmoji: boolean;
}

export function clientSwitches(rules: CustomerRules | undefined): ClientSwitches {
  return {
    perProjectLogin: rules?.service_cloud?.account === true,
    services: rules?.service_cloud?.permission !== false,
    singleProject: rules?.projects !== true,
    reducedEmoji: rules?.cube_diy?.emoji === true,
  };
}

/** SPEC §6: where a login is kept: under the project when per project, else the generic key. */
export function loginScope(projectId: string, switches: Pick<ClientSwitches, 'perProjectLogin'>) {
  return switches.perProjectLogin ? projectId : DEFAULT_PROJECT;
}

/**
 * Every scope the permission tree can choose for `projectId`'s login. Before the tree has
 * answered, a login stored in none of them means an anonymous login whichever it chooses.
 */
export function loginScopes(projectId: string): string[] {
  return [true, false].map((perProjectLogin) => loginScope(projectId, { perProjectLogin }));
}
