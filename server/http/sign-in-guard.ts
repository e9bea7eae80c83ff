import type { Context } from 'hono';
import type { CodeLimit } from './code-limit';
import type { LoginThrottle } from './login-throttle';

/** What every way to sign in goes through: the throttle, the code limit, the caller's address. */
export interface SignInGuard {
  throttle: LoginThrottle;
  codes: CodeLimit;
  address: (c: Context) => string;
}
