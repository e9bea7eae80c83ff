describe('config', () => {
  afterEach(() => {
    vi.unstubAllEnvs();
    vi.resetModules();
  });

  it('sends tokens in the query (SPEC) unless VITE_TOKEN_MODE is header', async () => {
    expect((await import('./config')).config.tokenMode).toBe('query');
    vi.stubEnv('VITE_TOKEN_MODE', 'header');
    vi.resetModules();
    expect((await import('./config')).config.tokenMode).toBe('header');
  });
});
