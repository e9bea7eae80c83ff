import { createApiClient, isApiError, type ApiClient } from '@/lib/api-client';
import { consoleApi, ownApi, reviewApi, type EndpointDef, type Host } from '@/lib/contract';
import { openIm, PUSH_TIMEOUT_MS, type ImHarness } from './im';
import { Normalizer } from './normalize';

/**
 * Where the suite runs: the mock backend under MSW (jsdom, relative URLs) or the real server
 * (Node, an ephemeral port). Both host server/core and server/http over the same seed with the
 * simulation off, so the same steps must give the same outcome.
 */
export interface ContractHost {
  name: string;
  /** A fresh support centre seeded by server/demo/seed.ts, nobody simulated. Called per case. */
  reset(): Promise<void>;
  /** The base URL of each API host of the contract ('' is the page's own origin). */
  base(host: Host): string;
  /** ws:// origin of the IM socket. */
  socketBase(): string;
  /** The page the client says it is on (the socket's url parameter). */
  pageUrl(): string;
  /** An absolute URL for a path the host handed out (an uploaded file). */
  absolute(path: string): string;
  window(): Window;
  /**
   * axios' transport. Under Node the client's multipart uploads need 'fetch': its 'http' adapter
   * sends FormData without a Content-Type once the client clears it for the browser to fill in.
   * @default axios' own choice (XMLHttpRequest in jsdom)
   */
  adapter?: 'fetch';
  /**
   * Cases whose outcome on this host is known to differ from the other host, with the reason.
   * They run as `it.fails`: when the difference is fixed the case starts failing, so the entry
   * has to go.
   */
  knownDifferences?: Readonly<Record<string, string>>;
}

export interface Party {
  token: string;
  api: ApiClient;
}
export interface VisitorParty extends Party {
  cubeUid: string;
}
export interface EngineerParty extends Party {
  code: string;
}

export interface SocketParty {
  token: string;
  /** The visitor's account (cube_uid) or the engineer's code: the IM identifier. */
  cubeUid?: string;
  code?: string;
}

export interface Failure {
  code: string;
  status: number | undefined;
  info: unknown;
}

export interface RawResponse {
  status: number;
  body: unknown;
}

/** What a case works with; everything goes through the app's API client or its IM client. */
export class CaseContext {
  readonly called = new Set<EndpointDef>();
  readonly steps: { label: string; value: unknown }[] = [];
  private readonly normalizer = new Normalizer();
  private readonly sockets: ImHarness[] = [];

  /** The window every socket of the case reports to (chatGetUserStatus). */
  readonly win: Window;

  constructor(readonly host: ContractHost) {
    this.win = host.window();
  }

  /**
   * The real client (createApiClient) with `token` as its token, reading `language` (Chinese
   * when none is given); every call is noted.
   */
  api(token?: string, language?: string): ApiClient {
    const client = createApiClient({
      language: () => language,
      hosts: {
        api: this.host.base('api'),
        userCenter: this.host.base('userCenter'),
        cubevca: this.host.base('cubevca'),
      },
      getToken: () => token,
      ...(this.host.adapter ? { adapter: this.host.adapter } : {}),
    });
    const call = ((endpoint: EndpointDef, options?: object) => {
      this.called.add(endpoint);
      return client.call(endpoint, options);
    }) as ApiClient['call'];
    return { ...client, call };
  }

  /** A request the client would refuse to send (bad input), through the client's own axios. */
  async raw(
    method: 'GET' | 'POST',
    path: string,
    init: { query?: Record<string, string>; body?: unknown; headers?: Record<string, string> } = {},
  ): Promise<RawResponse> {
    const http = await this.api().http();
    const response = await http.request({
      method,
      url: `${this.host.base('api')}${path}`,
      params: init.query,
      data: init.body,
      headers: init.headers,
      validateStatus: () => true,
    });
    return { status: response.status, body: response.data as unknown };
  }

  /** The rejection of a call the host should refuse, as the client reports it (SPEC §8). */
  async failure(call: Promise<unknown>): Promise<Failure> {
    const error = await call.then(
      () => undefined,
      (e: unknown) => e,
    );
    if (!isApiError(error)) throw new Error(`expected an ApiError, got ${String(error)}`);
    return { code: error.code, status: error.status, info: error.info };
  }

  async visitor(projectId?: string, language?: string): Promise<VisitorParty> {
    const login = await this.api().call(ownApi.loginAnon, {
      query: projectId ? { project_id: projectId } : undefined,
    });
    return {
      token: login.token,
      cubeUid: login.cube_uid,
      api: this.api(login.token, language),
    };
  }

  async engineer(account = 'demo'): Promise<EngineerParty> {
    const login = await this.api().call(consoleApi.login, {
      body: { account, password: 'demo123' },
    });
    return { token: login.token, code: login.engineer.engineer_code, api: this.api(login.token) };
  }

  /** A supervisor signed in to /review (its own token, not the console's). */
  async supervisor(account = 'wang'): Promise<EngineerParty> {
    const login = await this.api().call(reviewApi.login, {
      body: { account, password: 'demo123' },
    });
    return { token: login.token, code: login.supervisor.code, api: this.api(login.token) };
  }

  /** The IM client of a party, connected and logged in. */
  async im(party: SocketParty, lastMessageId?: () => string | undefined): Promise<ImHarness> {
    const socket = this.socket(party, lastMessageId);
    await socket.next('LOGIN');
    return socket;
  }

  /** The IM client of a party, connecting; nothing awaited. */
  socket(party: SocketParty, lastMessageId?: () => string | undefined): ImHarness {
    const socket = openIm({
      socketBase: this.host.socketBase(),
      pageUrl: this.host.pageUrl(),
      win: this.win,
      token: party.token,
      identifier: party.cubeUid ?? party.code ?? '',
      lastMessageId,
    });
    this.sockets.push(socket);
    return socket;
  }

  /** An uploaded file as the host serves it back. */
  async download(path: string) {
    const response = await fetch(this.host.absolute(path));
    return {
      status: response.status,
      type: response.headers.get('content-type'),
      nosniff: response.headers.get('x-content-type-options'),
      bytes: new Uint8Array(await response.arrayBuffer()),
    };
  }

  /**
   * Asks `read` again until `done` holds: for state a socket frame changes a moment later (an
   * automatic read receipt), which no event announces to the asking side.
   */
  async eventually<T>(read: () => Promise<T>, done: (value: T) => boolean): Promise<T> {
    const end = Date.now() + PUSH_TIMEOUT_MS;
    for (;;) {
      const value = await read();
      if (done(value) || Date.now() > end) return value;
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
  }

  /** Adds a step to the case's outcome record, which both hosts must produce identically. */
  record(label: string, value: unknown): void {
    this.steps.push({ label, value: this.normalizer.normalize(value) });
  }

  dispose(): void {
    for (const socket of this.sockets.splice(0)) socket.close();
  }
}
