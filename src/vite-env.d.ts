/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** 'on' in dev and the demo build: the app runs on the in-browser mock backend. */
  readonly VITE_MOCKS?: 'on' | 'off';
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
