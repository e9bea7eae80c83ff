// The widget's side of the host-page protocol is one state machine over one
// bridge (commands waiting for the chat, the host's identity and its verification, unread counts,
// the login state); its parts share that state and are only meaningful together.
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Sender } from '@/features/chat';
import { isApiError } from '@/lib/api-client/api-error';
import {
  arrivalMessage,
  loginStateMessage,
  ownApi,
  readyMessage,
  type HostCommand,
  type IdentifyBody,
  toVisitorLogin,
  type VisitorLogin,
  type WidgetMessage,
} from '@/lib/contract';
import { useEnvironment } from '@/lib/env';
import { useServices } from '@/lib/services';
import { changeLanguage, type Language } from '@/lib/i18n';
import type { LoginStore } from '@/lib/storage';
import {
  connectHostBridge,
  embedAllowList,
  hostLogin,
  hostUser,
  newArrivals,
  resolveParentOrigin,
} from '../model/host-bridge';
import { createIdentityGate } from '../model/identity-gate';
import type { HostSenders } from '../model/host-sender';
import { useVisitorStore, visitorStore, type VisitorState } from '../model/visitor-store';

/** A host cannot flood the widget: commands beyond this wait-list are refused. */
const MAX_PENDING = 20;
/** Escape belongs to these while one is open (the widget's own dialogs, drawer, menus). */
const OPEN_LAYER = '[role="dialog"],[role="alertdialog"],[role="menu"],[role="listbox"]';

/** The chat can take a command: logged in, a session running, no start flow under way. */
const settled = (s: VisitorState) => !!s.login?.token && !!s.sessionId && !s.starting;

export interface HostBridgeOptions {
  /** The embedding window. @default window.parent */
  parent?: Window;
  /** Host origins to trust. @default embedAllowList() */
  allow?: readonly string[];
  /** The parent's origin. @default from location.ancestorOrigins, else document.referrer */
  parentOrigin?: string;
  /** Where the chat screen below puts its sender (the bridge's send command uses it). */
  senders: HostSenders;
}

interface BridgeDeps {
  parent: Window;
  senders: HostSenders;
  allow: readonly string[];
  parentOrigin: string | undefined;
  projectId: string;
  /** Where logins are kept (SPEC §3's keys) and the embedded page's ticket. */
  logins: LoginStore;
  /** Asks the server for the verified visitor of a host user (ownApi.loginIdentified). */
  verify: (claim: IdentifyBody) => Promise<VisitorLogin>;
  /** Throws the chat away and starts it again (the new identity logs in). */
  restart: () => void;
  setLocale: (language: Language) => void;
}

type Identity = Extract<HostCommand, { type: 'webchat:identify' }>;

/** The widget's side of the host-page API: commands in, chat events out. */
function startWidgetBridge(deps: BridgeDeps) {
  const { parent, allow, parentOrigin, projectId, restart, senders, setLocale, verify } = deps;
  const { logins } = deps;
  /** Messages the host asked to send; the host hears when one of them fails for good. */
  const hostSends = new Set<string>();
  const pending: HostCommand[] = [];
  let visible = false;
  let unread = 0;
  let ready = false;
  let loginKey = '';
  let seen = new Set(useVisitorStore.getState().message.map((m) => m.id));
  /** What the host said about the visitor; it outlives a restart under a new login. */
  let hostIdentity: Identity | undefined;
  const applyIdentity = () => {
    const name = hostIdentity?.name;
    if (name) visitorStore.setVisitorName(name);
  };
  // The site's user, verified by the server: the chat signs in as them, as webchat:login does.
  const gate = createIdentityGate({
    projectId,
    users: hostUser,
    verify,
    admit: (login) =>
      void pending.unshift({
        type: 'webchat:login',
        token: login.token,
        cubeUid: login.cubeUid,
        projectId,
      }),
    resume: () => pump(),
    signOut: () => logOut(),
    refused: () =>
      post({ type: 'webchat:error', reason: 'identity-refused', request: 'webchat:identify' }),
    isRefusal: (error) => isApiError(error) && error.code === 'http',
  });

  const post = (message: WidgetMessage) => bridge.post(message);
  const identity = (s: VisitorState) => {
    const cubeUid = s.login?.cubeUid;
    return {
      loggedIn: !!cubeUid && hostLogin.get(projectId) === cubeUid,
      cubeUid: cubeUid ?? null,
    };
  };
  const announce = (s: VisitorState, force = false) => {
    if (!ready) {
      if (settled(s)) ready = post(readyMessage(projectId, identity(s)));
      if (ready) loginKey = JSON.stringify(identity(s));
      return;
    }
    if (!s.login) return;
    const key = JSON.stringify(identity(s));
    if (key !== loginKey || force) post(loginStateMessage(identity(s)));
    loginKey = key;
  };
  const fresh = () => {
    visitorStore.reset();
    applyIdentity();
    seen = new Set();
    restart();
  };
  /** Back to an anonymous visitor (a host logout, or a site user who is not the one signed in). */
  const logOut = () => {
    logins.clearLogin(projectId);
    hostLogin.set(projectId, undefined);
    fresh();
  };

  /** Runs one command; true when it restarted the chat (the rest wait for the new session). */
  const run = (command: HostCommand, s: VisitorState): boolean => {
    if (command.type === 'webchat:send') {
      const { user, text } = command;
      if (user?.cubeUid && user.cubeUid !== s.login?.cubeUid) {
        post({ type: 'webchat:error', reason: 'identity-mismatch', request: command.type });
        return false;
      }
      // The host knows the visitor's name; the widget shows it on their own messages.
      if (user?.name) visitorStore.setVisitorName(user.name);
      const send = (sender: Sender) => {
        const result = sender.text(text);
        if (!result.ok)
          post({ type: 'webchat:error', reason: 'send-failed', request: command.type });
        else hostSends.add(result.id);
      };
      // The send pipeline may not be running yet (it starts after the first words): wait for it.
      const sender = senders.current();
      if (sender) send(sender);
      else void senders.when().then(send);
      return false;
    }
    if (command.type === 'webchat:logout') {
      logOut();
      return true;
    }
    if (command.type !== 'webchat:login') return false;
    const project = command.projectId ?? projectId;
    logins.saveLogin({ token: command.token, cube_uid: command.cubeUid }, project);
    hostLogin.set(project, command.cubeUid);
    // SPEC §7: embedded pages read their token from the session ticket. Another project's
    // login waits in storage until the widget shows that project.
    const here = project === projectId;
    if (here) logins.setTicket({ token: command.token });
    if (!here || s.login?.token === command.token) {
      announce(s, true);
      return false;
    }
    fresh();
    return true;
  };
  const pump = () => {
    while (pending.length > 0 && !gate.holding && settled(useVisitorStore.getState())) {
      if (run(pending.shift() as HostCommand, useVisitorStore.getState())) return;
    }
  };

  const bridge = connectHostBridge({
    win: window,
    parent,
    allow,
    parentOrigin,
    onCommand(command) {
      // Neither needs a session: they apply at once, whatever is waiting.
      if (command.type === 'webchat:identify') {
        hostIdentity = command;
        applyIdentity();
        return gate.claim(command);
      }
      // The host signs in or out itself: a claim still being verified no longer counts.
      if (command.type === 'webchat:login' || command.type === 'webchat:logout') gate.supersede();
      if (command.type === 'webchat:locale') return setLocale(command.locale);
      if (command.type === 'webchat:visibility') {
        visible = command.visible;
        if (visible && unread > 0) post({ type: 'webchat:unread', count: (unread = 0) });
        return;
      }
      enqueue(command);
    },
  });
  function enqueue(command: HostCommand) {
    if (pending.length >= MAX_PENDING)
      return void post({ type: 'webchat:error', reason: 'busy', request: command.type });
    pending.push(command);
    pump();
  }

  const unsubscribe = useVisitorStore.subscribe((s, previous) => {
    if (s.message !== previous.message) {
      const news = newArrivals(seen, s.message).filter(
        (m) => m.authorRole !== 'user' && m.type !== 'Notice',
      );
      seen = new Set(s.message.map((m) => m.id));
      for (const m of news) post(arrivalMessage(m));
      if (news.length > 0 && !visible)
        post({ type: 'webchat:unread', count: (unread += news.length) });
      for (const m of s.message) {
        if (!hostSends.has(m.id) || m.error === 'presending') continue;
        hostSends.delete(m.id);
        if (m.error === 'error')
          post({ type: 'webchat:error', reason: 'send-failed', request: 'webchat:send' });
      }
    }
    announce(s);
    pump();
  });
  announce(useVisitorStore.getState());

  // Keys pressed inside the iframe never reach the host page, so Escape asks it to close us.
  const onKey = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || event.defaultPrevented) return;
    if (!document.querySelector(OPEN_LAYER)) post({ type: 'webchat:close' });
  };
  window.addEventListener('keydown', onKey, true);

  return () => {
    gate.dispose();
    window.removeEventListener('keydown', onKey, true);
    unsubscribe();
    bridge.dispose();
  };
}

/**
 * Runs the host-page bridge while the widget is embedded (isiframe=1, inside a parent window).
 * Returns a key that changes whenever the chat has to start again under a new identity.
 */
export function useHostBridge({ parent, allow, parentOrigin, senders }: HostBridgeOptions): number {
  const embedded = useEnvironment((s) => s.embedded);
  const projectId = useEnvironment((s) => s.projectId);
  const { i18n } = useTranslation();
  const services = useServices();
  const [generation, setGeneration] = useState(0);
  const host = parent ?? (typeof window === 'undefined' ? undefined : window.parent);
  const enabled = embedded && !!host && host !== window;

  useEffect(() => {
    if (!enabled || !host) return;
    const trusted = allow ?? embedAllowList();
    const ancestors = window.location.ancestorOrigins;
    return startWidgetBridge({
      parent: host,
      allow: trusted,
      parentOrigin:
        parentOrigin ??
        resolveParentOrigin({
          ancestorOrigins: ancestors ? Array.from(ancestors) : undefined,
          referrer: document.referrer,
          allow: trusted,
        }),
      projectId,
      logins: services.storage.login,
      senders,
      verify: (body) =>
        services
          .api(services.page)
          .call(ownApi.loginIdentified, { body, query: { project_id: projectId } })
          .then(toVisitorLogin),
      restart: () => setGeneration((g) => g + 1),
      setLocale: (language) => void changeLanguage(i18n, language),
    });
  }, [enabled, host, allow, parentOrigin, projectId, i18n, services, senders]);

  return generation;
}
