import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  launchBrowser,
  openPage,
  screenshot,
  seriousA11yViolations,
  type TrackedPage,
} from './support/browser';
import { signInConsole } from './support/console';
import { startReferenceServer, type ReferenceServer } from './support/reference-server';

// Issue #18 against the reference server: a real WebRTC call between a visitor (phone) and the
// engineer (desktop), each in its own Chromium with a fake camera and microphone, signalled over
// the IM socket the pages already have. Media is checked where it flows: the peer connection's
// inbound bytes (getStats) grow while the call is up, and stop growing when the other side mutes.

let visitorBrowser: Browser;
let engineerBrowser: Browser;
let server: ReferenceServer;
beforeAll(async () => {
  [visitorBrowser, engineerBrowser, server] = await Promise.all([
    launchBrowser({ fakeMedia: true }),
    launchBrowser({ fakeMedia: true }),
    startReferenceServer(Number(process.env.E2E_CALL_PORT ?? 4302), { SIMULATE: 'off' }),
  ]);
});
afterAll(async () => {
  await visitorBrowser?.close();
  await engineerBrowser?.close();
  await server?.stop();
});

const vlog = (page: Page) => page.getByRole('log', { name: '与客服的对话' });
const elog = (page: Page) => page.getByRole('log', { name: '与访客的对话' });
const callDialog = (page: Page) => page.getByRole('dialog', { name: /的通话$/ });

/** Every RTCPeerConnection a page makes, kept where the test can ask it for its stats. */
async function recordPeers(page: Page) {
  await page.addInitScript(() => {
    const Native = window.RTCPeerConnection;
    const peers: RTCPeerConnection[] = [];
    (window as unknown as { __peers: RTCPeerConnection[] }).__peers = peers;
    window.RTCPeerConnection = class extends Native {
      constructor(config?: RTCConfiguration) {
        super(config);
        peers.push(this);
      }
    } as typeof RTCPeerConnection;
  });
}

/** Bytes received so far by the newest peer connection, per kind. */
function received(page: Page): Promise<{ audio: number; video: number }> {
  return page.evaluate(async () => {
    const peers = (window as unknown as { __peers: RTCPeerConnection[] }).__peers;
    const pc = peers.at(-1);
    const total = { audio: 0, video: 0 };
    if (!pc) return total;
    const stats = await pc.getStats();
    stats.forEach((s: { type: string; kind?: string; bytesReceived?: number }) => {
      if (s.type === 'inbound-rtp' && (s.kind === 'audio' || s.kind === 'video'))
        total[s.kind] += s.bytesReceived ?? 0;
    });
    return total;
  });
}

/** How many bytes of each kind arrive over `ms`. */
async function flowing(page: Page, ms = 1500) {
  const before = await received(page);
  await page.waitForTimeout(ms);
  const after = await received(page);
  return { audio: after.audio - before.audio, video: after.video - before.video };
}

/** The remote video of the call screen shows moving pictures. */
async function remoteVideoPlays(page: Page) {
  await page.waitForFunction(
    () =>
      // The other side's picture (labelled with their name), not this side's own (我的画面).
      [...document.querySelectorAll('video')].some(
        (v) =>
          /的画面$/.test(v.getAttribute('aria-label') ?? '') &&
          v.getAttribute('aria-label') !== '我的画面' &&
          v.videoWidth > 0 &&
          v.currentTime > 0,
      ),
    undefined,
    { timeout: 20_000 },
  );
}

async function startChat(v: Page, e: Page) {
  await v.goto(`${server.url}/chatQueue?type=2&queue_code=NB`);
  await e
    .getByRole('button', { name: /^接入 / })
    .first()
    .click({ timeout: 30_000 });
  await vlog(v).getByText('演示工程师 已接入，为您服务').waitFor({ timeout: 15_000 });
}

async function visitorCalls(v: Page, media: '语音通话' | '视频通话') {
  await v.getByRole('button', { name: '菜单' }).click();
  await v.getByRole('button', { name: media, exact: true }).click();
}

/**
 * The visitor's IM socket through Playwright (as chaos.e2e does): `drop()` closes it on both ends
 * and refuses every reconnect until `restore()`. The frames the page sends and gets are kept.
 */
async function routeImSocket(context: BrowserContext) {
  const state = { opened: 0, offline: false, sent: [] as string[], got: [] as string[] };
  let live: (() => Promise<void>) | undefined;
  await context.routeWebSocket(/\/chat\?/, (ws) => {
    if (state.offline) return void ws.close({ code: 4000, reason: 'offline' }).catch(() => {});
    state.opened += 1;
    const server = ws.connectToServer();
    const drop = async () => {
      await server.close({ code: 4000, reason: 'network' }).catch(() => {});
      await ws.close({ code: 4000, reason: 'network' }).catch(() => {});
    };
    live = drop;
    server.onClose((code, reason) => void ws.close({ code, reason }).catch(() => {}));
    ws.onMessage((m) => (state.sent.push(String(m)), server.send(m)));
    server.onMessage((m) => (state.got.push(String(m)), ws.send(m)));
  });
  return {
    state,
    drop: async () => {
      state.offline = true;
      await live?.();
      live = undefined;
    },
    restore: () => void (state.offline = false),
  };
}

/**
 * A visitor (phone) whom the engineer (desktop) serves, each in a Chromium of their own, their
 * peer connections recorded; `prepare` runs on the visitor's context before any page loads.
 * Both contexts are closed afterwards, whatever happened.
 */
async function inChat(
  run: (visitor: TrackedPage, engineer: TrackedPage) => Promise<void>,
  prepare?: (visitor: TrackedPage) => Promise<void>,
) {
  const visitor = await openPage(visitorBrowser, 'phone');
  const engineer = await openPage(engineerBrowser, 'desktop');
  try {
    await recordPeers(visitor.page);
    await recordPeers(engineer.page);
    await prepare?.(visitor);
    await signInConsole(engineer.page, server.url);
    await startChat(visitor.page, engineer.page);
    await run(visitor, engineer);
  } finally {
    await visitor.context.close();
    await engineer.context.close();
  }
}

describe('voice and video calls between the visitor and the engineer', () => {
  it('the visitor calls with video, the engineer answers: media flows both ways, mute stops it, hang up ends it on both sides with a line', async () => {
    await inChat(async (visitor, engineer) => {
      const [v, e] = [visitor.page, engineer.page];

      await visitorCalls(v, '视频通话');
      await callDialog(v).getByText('正在呼叫…').first().waitFor({ timeout: 15_000 });
      const ring = callDialog(e);
      await ring.getByRole('button', { name: '接听', exact: true }).waitFor({ timeout: 15_000 });
      expect(await seriousA11yViolations(e)).toEqual([]);
      await screenshot(e, 'call-incoming-console-desktop');
      const clicked = Date.now();
      await ring.getByRole('button', { name: '接听', exact: true }).click();

      // Both pages play the other's camera; bytes arrive on both sides.
      await remoteVideoPlays(v);
      const setupMs = Date.now() - clicked;
      await remoteVideoPlays(e);
      console.log(`[call] answer click -> remote video on the caller's page: ${setupMs} ms`);
      await callDialog(v).getByText('通话中').first().waitFor();
      for (const page of [v, e]) {
        const bytes = await flowing(page);
        expect(bytes.audio).toBeGreaterThan(0);
        expect(bytes.video).toBeGreaterThan(0);
      }
      await callDialog(v).getByRole('timer').waitFor();
      expect(await seriousA11yViolations(v)).toEqual([]);
      await screenshot(v, 'call-video-phone');
      await screenshot(e, 'call-video-console-desktop');

      // The visitor mutes: the engineer receives no more audio; video goes on. Unmuted, it comes back.
      const mute = callDialog(v).getByRole('button', { name: '静音' });
      await mute.click();
      expect(await mute.getAttribute('aria-pressed')).toBe('true');
      await callDialog(e).getByText('对方已静音').first().waitFor({ timeout: 10_000 });
      await e.waitForTimeout(500);
      const muted = await flowing(e, 2000);
      expect(muted.audio).toBe(0);
      expect(muted.video).toBeGreaterThan(0);
      await mute.click();
      await expect
        .poll(async () => (await flowing(e)).audio, { timeout: 10_000 })
        .toBeGreaterThan(0);

      // Minimised, the chat goes on; the bar brings the call back.
      await callDialog(v).getByRole('button', { name: '收起' }).click();
      await v.getByRole('region', { name: /的通话$/ }).waitFor();
      await v.getByRole('textbox', { name: '输入消息' }).fill('通话中也能发消息');
      await v.getByRole('textbox', { name: '输入消息' }).press('Enter');
      await elog(e).getByText('通话中也能发消息').waitFor({ timeout: 15_000 });
      await screenshot(v, 'call-minimised-phone');

      // The engineer hangs up: both sides end, and each conversation keeps a line of the call.
      await callDialog(e).getByRole('button', { name: '挂断' }).click();
      await vlog(v)
        .getByText(/^视频通话 \d\d:\d\d$/)
        .waitFor({ timeout: 15_000 });
      await elog(e)
        .getByText(/^视频通话 \d\d:\d\d$/)
        .waitFor({ timeout: 15_000 });
      await callDialog(e).waitFor({ state: 'detached', timeout: 10_000 });
      await v
        .getByRole('region', { name: /的通话$/ })
        .waitFor({ state: 'detached', timeout: 10_000 });
      // Nothing is sent any more.
      const after = await v.evaluate(() =>
        (window as unknown as { __peers: RTCPeerConnection[] }).__peers.map(
          (p) => p.connectionState,
        ),
      );
      expect(after.at(-1)).toBe('closed');
      expect(visitor.errors).toEqual([]);
      expect(engineer.errors).toEqual([]);
    });
  }, 180_000);

  it('the visitor’s socket drops for 5 s mid-call: media keeps flowing, signalling resumes (ICE restart), hang up still ends it on both sides with one line each', async () => {
    let socket!: Awaited<ReturnType<typeof routeImSocket>>;
    const routed = async (visitor: TrackedPage) =>
      void (socket = await routeImSocket(visitor.context));
    await inChat(async (visitor, engineer) => {
      const [v, e] = [visitor.page, engineer.page];
      await visitorCalls(v, '语音通话');
      await callDialog(e).getByRole('button', { name: '接听', exact: true }).click({
        timeout: 15_000,
      });
      for (const page of [v, e])
        await callDialog(page).getByText('通话中').first().waitFor({ timeout: 20_000 });
      await expect
        .poll(async () => (await flowing(e)).audio, { timeout: 10_000 })
        .toBeGreaterThan(0);

      // The socket goes, and stays away for 5 s: the engineer keeps hearing the visitor.
      const opened = socket.state.opened;
      await socket.drop();
      const downSince = Date.now();
      const whileDown: number[] = [];
      while (Date.now() - downSince < 5_000) whileDown.push((await flowing(e, 1000)).audio);
      expect(whileDown.length).toBeGreaterThanOrEqual(4);
      expect(whileDown.every((bytes) => bytes > 0)).toBe(true);
      expect(socket.state.opened).toBe(opened);
      await callDialog(v).getByText('通话中').first().waitFor();

      // Back: the visitor (the caller) restarts ICE over the new socket, the engineer answers,
      // and the media goes on.
      const sentBefore = socket.state.sent.length;
      const gotBefore = socket.state.got.length;
      socket.restore();
      const signal = (frames: string[], from: number, kind: string) =>
        frames.slice(from).some((f) => f.includes('"type":"call"') && f.includes(kind));
      await expect
        .poll(() => signal(socket.state.sent, sentBefore, '"restart":true'), { timeout: 30_000 })
        .toBe(true);
      await expect
        .poll(() => signal(socket.state.got, gotBefore, '"kind":"answer"'), { timeout: 15_000 })
        .toBe(true);
      expect(socket.state.opened).toBe(opened + 1);
      for (const page of [e, v])
        await expect
          .poll(async () => (await flowing(page)).audio, { timeout: 15_000 })
          .toBeGreaterThan(0);

      // The visitor hangs up over the new socket: both sides end, with one line each.
      await callDialog(v).getByRole('button', { name: '挂断' }).click();
      const line = /^语音通话 \d\d:\d\d$/;
      await vlog(v).getByText(line).waitFor({ timeout: 15_000 });
      await elog(e).getByText(line).waitFor({ timeout: 15_000 });
      await callDialog(e).waitFor({ state: 'detached', timeout: 10_000 });
      await callDialog(v).waitFor({ state: 'detached', timeout: 10_000 });
      await v.waitForTimeout(1000);
      expect(await vlog(v).getByText(line).count()).toBe(1);
      expect(await elog(e).getByText(line).count()).toBe(1);
      expect(visitor.errors).toEqual([]);
      expect(engineer.errors).toEqual([]);
    }, routed);
  }, 180_000);

  it('a declined call, and a call nobody answers is missed after 30 s on both sides', async () => {
    await inChat(async (visitor, engineer) => {
      const [v, e] = [visitor.page, engineer.page];

      // Declined: the visitor's voice call, the engineer says no.
      await visitorCalls(v, '语音通话');
      await callDialog(e).getByRole('button', { name: '拒绝' }).click({ timeout: 15_000 });
      await vlog(v).getByText('语音通话，对方已拒绝').waitFor({ timeout: 15_000 });
      await elog(e).getByText('语音通话，已拒绝').waitFor({ timeout: 15_000 });

      // Missed: the engineer calls, the visitor does not answer; after 30 s both give up.
      await callDialog(v).waitFor({ state: 'detached', timeout: 10_000 });
      await e.getByRole('button', { name: '发起语音通话' }).click();
      const rang = Date.now();
      await callDialog(v).getByRole('button', { name: '接听', exact: true }).waitFor({
        timeout: 15_000,
      });
      await screenshot(v, 'call-incoming-phone');
      await vlog(v).getByText('未接来电（语音通话）').waitFor({ timeout: 45_000 });
      await elog(e).getByText('语音通话，对方未接听').waitFor({ timeout: 15_000 });
      const waited = Date.now() - rang;
      expect(waited).toBeGreaterThanOrEqual(29_000);
      expect(waited).toBeLessThan(45_000);
      expect(visitor.errors).toEqual([]);
      expect(engineer.errors).toEqual([]);
    });
  }, 180_000);
});
