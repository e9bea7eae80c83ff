import { createHmac } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, openPage, screenshot } from './support/browser';
import { startReferenceServer, type ReferenceServer } from './support/reference-server';

// Issue #14 items 4, 6, 7: widget.js on a host page of another origin (a second port), against
// the reference server whose EMBED_ORIGINS names that origin and no other. A third origin
// (a third port) tries to drive the widget and cannot.

const SERVER_PORT = Number(process.env.E2E_EMBED_PORT ?? 4310);
const HOST_PORT = SERVER_PORT + 1;
const THIRD_PORT = SERVER_PORT + 2;
const HOST = `http://127.0.0.1:${HOST_PORT}`;
const THIRD = `http://127.0.0.1:${THIRD_PORT}`;

/** README "Embed it": the snippet, whose `on` hands back an unsubscribe even before loading. */
const snippet = (chat: string) =>
  `<script>window.webchat=window.webchat||function(){var a=arguments;(webchat.q=webchat.q||[]).push(a);return function(){webchat('off',a[1],a[2])}};</script>` +
  `<script async src="${chat}/widget.js" data-project="DEFAULT_PROJECT"></script>`;

/** A plain support article, as a host site would have it; what the host listens to is kept. */
const article = (chat: string, title: string, next: string) =>
  `<!doctype html><html lang="zh-CN"><head><meta charset="utf-8">` +
  `<meta name="viewport" content="width=device-width,initial-scale=1"><link rel="icon" href="data:,">` +
  `<title>${title}</title>` +
  `<style>body{margin:0;font:16px/1.7 system-ui,sans-serif;color:#1f1f1f;background:#f5f6f8}` +
  `header{background:#1f1f1f;color:#fff;padding:14px 24px;font-weight:700}` +
  `main{max-width:720px;margin:0 auto;padding:24px}article{background:#fff;border-radius:12px;padding:8px 24px 24px}` +
  `a{color:#1366d6}</style></head><body><header>联想服务 · 支持中心</header><main><article>` +
  `<h1>${title}</h1><p>电池显示“已接通电源，未充电”时，先确认电源适配器的功率与机型匹配，` +
  `再在电源管理软件中关闭“养护模式”。如果仍无法充电，请联系在线客服。</p>` +
  `<p><a href="${next}">下一篇：笔记本电脑开机黑屏</a></p></article></main>` +
  `<script>window.heard=[];</script>${snippet(chat)}` +
  `<script>webchat('on','message',function(m){heard.push(['message',m.text||''])});` +
  `webchat('on','unread',function(n){heard.push(['unread',n])});` +
  `webchat('on','open',function(){heard.push(['open'])});` +
  `webchat('on','close',function(){heard.push(['close'])});` +
  `webchat('on','error',function(e){heard.push(['error',e.reason])});` +
  `webchat('on','login-state',function(s){heard.push(['login-state',s.loggedIn,s.cube_uid])});` +
  `</script></body></html>`;

/**
 * The third origin's script: in a frame of the host page (an ad, say), it tells every frame to
 * send as the visitor and tells the host page it is the widget: unread 42, close.
 */
const attack = () =>
  `<!doctype html><html><body><p>ad</p><script>` +
  `var send={type:'webchat:send',v:1,text:'伪造的消息 XYZ'};var f=parent.frames;` +
  `for(var i=0;i<f.length;i++){if(f[i]!==window){try{f[i].postMessage(send,'*')}catch(e){}}}` +
  `parent.postMessage({type:'webchat:unread',v:1,count:42},'*');` +
  `parent.postMessage({type:'webchat:close',v:1},'*');</script></body></html>`;

function staticSite(port: number, pages: Record<string, string>): Promise<Server> {
  const server = createServer((request, response) => {
    const body = pages[new URL(request.url ?? '/', 'http://x').pathname];
    response.writeHead(body ? 200 : 404, { 'Content-Type': 'text/html; charset=utf-8' });
    response.end(body ?? 'not found');
  });
  return new Promise((resolve) => server.listen(port, '127.0.0.1', () => resolve(server)));
}

let browser: Browser;
let chat: ReferenceServer;
let sites: Server[] = [];

beforeAll(async () => {
  [browser, chat] = await Promise.all([
    launchBrowser(),
    startReferenceServer(SERVER_PORT, { SIMULATE: 'off', EMBED_ORIGINS: HOST }),
  ]);
  sites = await Promise.all([
    staticSite(HOST_PORT, {
      '/': article(chat.url, '笔记本电池充不进电', '/black-screen.html'),
      '/black-screen.html': article(chat.url, '笔记本电脑开机黑屏', '/'),
    }),
    staticSite(THIRD_PORT, {
      '/': article(chat.url, '第三方站点', '/'),
      '/attack.html': attack(),
    }),
  ]);
});
afterAll(async () => {
  await browser?.close();
  await chat?.stop();
  await Promise.all(sites.map((s) => new Promise((r) => s.close(r))));
});

const launcher = (page: Page) => page.locator('button.l');
const expanded = (page: Page) => launcher(page).getAttribute('aria-expanded');
const frame = (page: Page) => page.frameLocator('iframe[title="在线客服"]');
const conversation = (page: Page) => frame(page).getByRole('log', { name: '与客服的对话' });
const heard = (page: Page) =>
  page.evaluate(() => (window as unknown as { heard: unknown[][] }).heard);
const call = (page: Page, ...args: unknown[]) =>
  page.evaluate((a) => (window.webchat as (...x: unknown[]) => unknown)(...a), args);
/** What has focus, through the shadow root: 'IFRAME', 'BUTTON.l', ... */
const focused = (page: Page) =>
  page.evaluate(() => {
    const inner = document.activeElement?.shadowRoot?.activeElement ?? document.activeElement;
    return inner ? `${inner.tagName}${inner.className ? `.${inner.className}` : ''}` : '';
  });

/** Every chat line the server stored (SQLite, read-only). */
function storedTexts(): string[] {
  const db = new Database(join(chat.dataDir, 'webchat.db'), {
    readonly: true,
    fileMustExist: true,
  });
  try {
    const rows = db.prepare('SELECT data FROM messages ORDER BY seq').all() as { data: string }[];
    return rows.map((r) => String((JSON.parse(r.data) as { text?: string }).text ?? ''));
  } finally {
    db.close();
  }
}

describe('widget.js on a host page of another origin', () => {
  it('opens on demand, identifies, sends, counts unread while closed, and keeps its state across the site', async () => {
    const { page, context, errors } = await openPage(browser, 'desktop');
    await page.goto(`${HOST}/`);
    // One global, a labelled launcher, and no frame until the visitor asks.
    await page.getByRole('button', { name: '打开在线客服' }).waitFor();
    expect(
      await page.evaluate(() => typeof window.webchat === 'function' && !window.webchat.q),
    ).toBe(true);
    expect(await page.locator('iframe').count()).toBe(0);
    const headers = (await page.request.get(`${chat.url}/widget.js`)).headers();
    expect(headers['cache-control']).toBe('public, max-age=300');
    await screenshot(page, 'embed-desktop-closed');

    // No hash: the name is a display name, nobody is verified.
    await call(page, 'identify', { userId: 'u-42', name: '李女士', email: 'li@example.com' });
    await launcher(page).click();
    await expect.poll(() => expanded(page)).toBe('true');
    await expect.poll(() => focused(page)).toBe('IFRAME');
    expect(await launcher(page).getAttribute('aria-label')).toBe('关闭在线客服');
    await conversation(page)
      .getByText(/智能助手小威/)
      .first()
      .waitFor({ timeout: 20_000 });

    // The host sends as the visitor: the line shows under the host's name and the server has it.
    const question = '笔记本电脑充不进电，怎么办？';
    await call(page, 'send', question);
    const mine = conversation(page).locator('[data-message-id]', { hasText: question });
    await mine.waitFor({ timeout: 15_000 });
    expect(await mine.textContent()).toContain('李');
    await conversation(page).getByText('相关文章').last().waitFor({ timeout: 15_000 });
    await expect.poll(() => storedTexts().includes(question), { timeout: 10_000 }).toBe(true);
    await expect
      .poll(async () => (await heard(page)).some(([type]) => type === 'message'))
      .toBe(true);
    await screenshot(page, 'embed-desktop-open');

    // Closed with the launcher: focus comes back to it.
    await launcher(page).click();
    await expect.poll(() => expanded(page)).toBe('false');
    await expect.poll(() => focused(page)).toBe('BUTTON.l');

    // The robot answers while the chat is closed: the launcher counts it.
    await call(page, 'send', '电池能保修吗？');
    await call(page, 'close');
    const badge = page.getByRole('button', { name: /^打开在线客服，\d+ 条未读消息$/ });
    await badge.waitFor({ timeout: 15_000 });
    expect(await page.locator('.b').isVisible()).toBe(true);
    await expect
      .poll(async () => (await heard(page)).some(([type, n]) => type === 'unread' && Number(n) > 0))
      .toBe(true);
    await screenshot(page, 'embed-desktop-unread');

    // Another page of the site: closed as it was left; opened, the same conversation (the list
    // is virtualised: its last row, the answer, is the one surely on screen).
    const last = await conversation(page)
      .locator('[data-message-id]')
      .last()
      .getAttribute('data-message-id');
    const lastRow = () => conversation(page).locator(`[data-message-id="${last}"]`);
    await page.getByRole('link', { name: /下一篇/ }).click();
    await page.waitForURL(`${HOST}/black-screen.html`);
    await page.getByRole('button', { name: /^打开在线客服/ }).waitFor();
    expect(await expanded(page)).toBe('false');
    await launcher(page).click();
    await lastRow().waitFor({ timeout: 20_000 });
    // Open when leaving: open on the next page, without taking the page's focus.
    await page.getByRole('link', { name: /下一篇/ }).click();
    await page.waitForURL(`${HOST}/`);
    await expect.poll(() => expanded(page)).toBe('true');
    await lastRow().waitFor({ timeout: 20_000 });
    expect(await focused(page)).toBe('BODY');

    // Escape on the host page's side of the widget closes it as well.
    await launcher(page).focus();
    await page.keyboard.press('Escape');
    await expect.poll(() => expanded(page)).toBe('false');

    expect(errors).toEqual([]);
    await context.close();
  });

  it('on a phone the chat takes the whole screen and closes from its own header', async () => {
    const { page, context, errors } = await openPage(browser, 'phone');
    await page.goto(`${HOST}/`);
    await launcher(page).click();
    await conversation(page)
      .getByText(/智能助手小威/)
      .first()
      .waitFor({ timeout: 20_000 });
    const box = await page.locator('iframe').boundingBox();
    expect(box?.width).toBe(390);
    expect((box?.y ?? 0) + (box?.height ?? 0)).toBe(844);
    expect(await launcher(page).isVisible()).toBe(false);
    await screenshot(page, 'embed-phone-open');
    await page.getByRole('button', { name: '关闭在线客服' }).click();
    await expect.poll(() => expanded(page)).toBe('false');
    await expect.poll(() => focused(page)).toBe('BUTTON.l');
    await screenshot(page, 'embed-phone-closed');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('a verified user (the hash their backend made) is the same visitor on two devices; a forged hash stays anonymous', async () => {
    // The host's backend signs its user's id with the project's secret from the server's data
    // directory (secrets.json, made on the server's first start).
    const secrets = JSON.parse(readFileSync(join(chat.dataDir, 'secrets.json'), 'utf8')) as {
      identity: Record<string, string>;
    };
    const sign = (userId: string) =>
      createHmac('sha256', secrets.identity.DEFAULT_PROJECT ?? '')
        .update(userId)
        .digest('hex');
    const loggedIn = async (page: Page) =>
      (await heard(page)).filter(([type]) => type === 'login-state').at(-1);

    // The phone: signed in as shop user 7, who asks something.
    const phone = await openPage(browser, 'phone');
    await phone.page.goto(`${HOST}/`);
    await call(phone.page, 'identify', {
      userId: 'shop-7',
      name: '韩梅梅',
      userHash: sign('shop-7'),
    });
    await launcher(phone.page).click();
    await expect
      .poll(() => loggedIn(phone.page), { timeout: 20_000 })
      .toEqual(['login-state', true, expect.any(String)]);
    const cube = (await loggedIn(phone.page))?.[2];
    const question = '我的订单 7 号发票怎么开？';
    await call(phone.page, 'send', question);
    await conversation(phone.page).getByText(question).waitFor({ timeout: 15_000 });

    // The laptop, another browser: the same user, the same visitor, the same conversation.
    const laptop = await openPage(browser, 'desktop');
    await laptop.page.goto(`${HOST}/`);
    await call(laptop.page, 'identify', { userId: 'shop-7', userHash: sign('shop-7') });
    await launcher(laptop.page).click();
    await expect
      .poll(() => loggedIn(laptop.page), { timeout: 20_000 })
      .toEqual(['login-state', true, cube]);
    await conversation(laptop.page).getByText(question).waitFor({ timeout: 20_000 });
    await screenshot(laptop.page, 'embed-verified-second-device');

    // A forged hash: refused, and the visitor stays the anonymous one they were.
    const forged = await openPage(browser, 'desktop');
    await forged.page.goto(`${HOST}/`);
    await launcher(forged.page).click();
    await conversation(forged.page)
      .getByText(/智能助手小威/)
      .first()
      .waitFor({ timeout: 20_000 });
    await call(forged.page, 'identify', { userId: 'shop-7', userHash: sign('shop-8') });
    await expect
      .poll(
        async () =>
          (await heard(forged.page)).some(
            ([type, why]) => type === 'error' && why === 'identity-refused',
          ),
        { timeout: 15_000 },
      )
      .toBe(true);
    expect(
      (await heard(forged.page)).some(([type, yes]) => type === 'login-state' && yes === true),
    ).toBe(false);
    expect(await conversation(forged.page).getByText(question).count()).toBe(0);

    expect(phone.errors).toEqual([]);
    expect(laptop.errors).toEqual([]);
    await Promise.all([phone.context.close(), laptop.context.close(), forged.context.close()]);
  });

  it('a third origin cannot drive it: not from a frame on the host page, not from its own page', async () => {
    const { page, context } = await openPage(browser, 'desktop');
    await page.goto(`${HOST}/`);
    await launcher(page).click();
    await conversation(page)
      .getByText(/智能助手小威/)
      .first()
      .waitFor({ timeout: 20_000 });

    // A third-origin frame on the host page posts commands to every frame and forges events.
    await page.evaluate((src) => {
      const ad = document.createElement('iframe');
      ad.src = src;
      ad.title = 'ad';
      document.body.append(ad);
    }, `${THIRD}/attack.html`);
    await page.frameLocator('iframe[title="ad"]').getByText('ad').waitFor();
    await call(page, 'send', '真实的消息 ABC');
    await conversation(page).getByText('真实的消息 ABC').waitFor({ timeout: 15_000 });
    await page.waitForTimeout(1000);
    expect(await conversation(page).getByText('伪造的消息 XYZ').count()).toBe(0);
    expect(await expanded(page)).toBe('true');
    expect((await heard(page)).some(([type, n]) => type === 'unread' && n === 42)).toBe(false);

    // The third origin's own page with the snippet: the server refuses to be framed there
    // (frame-ancestors), so the chat never gets ready and nothing it sends arrives.
    const third = await context.newPage();
    await third.goto(`${THIRD}/`);
    await call(third, 'send', '第三方站点的消息 QRS');
    await third.waitForTimeout(3000);
    expect(await third.frames().length).toBe(2);
    expect(
      await third
        .frames()[1]
        ?.locator('body')
        .textContent()
        .catch(() => ''),
    ).not.toContain('智能助手');
    expect(storedTexts()).not.toContain('第三方站点的消息 QRS');
    expect(storedTexts()).not.toContain('伪造的消息 XYZ');
    await context.close();
  });
});
