export { greetingPeriod } from './greeting';
export type { GreetingPeriod } from './greeting';
