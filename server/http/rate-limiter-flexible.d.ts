// rate-limiter-flexible's types cover its index; these are the two files rate-limits.ts loads
// on their own.
declare module 'rate-limiter-flexible/lib/RateLimiterMemory.js' {
  import { RateLimiterMemory } from 'rate-limiter-flexible';
  export default RateLimiterMemory;
}

declare module 'rate-limiter-flexible/lib/BurstyRateLimiter.js' {
  import { BurstyRateLimiter } from 'rate-limiter-flexible';
  export default BurstyRateLimiter;
}
