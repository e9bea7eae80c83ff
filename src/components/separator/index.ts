export { Dot } from './separator';
