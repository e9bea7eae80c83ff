export { clientSwitches, loginScope } from './switches';
export type { ClientSwitches, CustomerRules } from './switches';
