/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** 'on' in dev and the demo build: the app runs on the in-browser mock backend. */
  readonly VITE_MOCKS?: 'on' | 'off';
  /** 'header' sends the token as `Authorization: Bearer`; SPEC's default is the query. */
  readonly VITE_TOKEN_MODE?: 'query' | 'header';
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
