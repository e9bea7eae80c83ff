describe('config', () => {
  afterEach(() => {
    vi.unstubAllEnvs();
    vi.resetModules();
  });

  it('puts the socket on this page’s origin unless VITE_SOCKET_URL names one', async () => {
    const { socketHost } = await import('./config');
    expect(socketHost({ origin: 'https://support.example.com' })).toBe('wss://support.example.com');
    expect(socketHost({ origin: 'http://127.0.0.1:4000' })).toBe('ws://127.0.0.1:4000');
    vi.stubEnv('VITE_SOCKET_URL', 'wss://im.example.com');
    vi.resetModules();
    const named = await import('./config');
    expect(named.socketHost({ origin: 'https://support.example.com' })).toBe(
      'wss://im.example.com',
    );
  });

  it('sends tokens in the query (SPEC) unless VITE_TOKEN_MODE is header', async () => {
    expect((await import('./config')).config.tokenMode).toBe('query');
    vi.stubEnv('VITE_TOKEN_MODE', 'header');
    vi.resetModules();
    expect((await import('./config')).config.tokenMode).toBe('header');
  });
});
