export { clientSwitches, loginScope, loginScopes } from './switches';
export type { ClientSwitches, CustomerRules } from './switches';
