export { Facts } from './facts';
export type { FactsProps } from './facts';
