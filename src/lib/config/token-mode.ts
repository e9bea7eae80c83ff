/**
 * How API calls carry the login (VITE_TOKEN_MODE): 'query' is SPEC's ?token=...; 'header' sends
 * it as `Authorization: Bearer` instead, keeping tokens out of URLs, logs and Referer (CWE-598).
 * A module of its own so the first screen's early start can read it without the whole config.
 */
export const TOKEN_MODE: 'query' | 'header' =
  import.meta.env.VITE_TOKEN_MODE === 'header' ? 'header' : 'query';
