import { chromium } from 'playwright-core';
import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
const port = 4391;
const data = mkdtempSync('/tmp/wc-data-');
const srv = spawn('node', ['dist-server/main.js'], { env: { ...process.env, PORT: String(port), DATA_DIR: data, DIST_DIR: 'dist-prod', SIMULATE: 'off', DEMO_ACCOUNTS: 'on', LOG_LEVEL: 'warn' }, stdio: 'inherit' });
const base = `http://127.0.0.1:${port}`;
for (let i = 0; i < 50; i++) { try { await fetch(base + '/healthz'); break; } catch { await new Promise(r => setTimeout(r, 200)); } }
const call = async (path, body, token) => { const u = new URL(path, base); if (token) u.searchParams.set('token', token); const r = await fetch(u, { method: body === undefined ? 'GET' : 'POST', headers: { 'content-type': 'application/json' }, body: body === undefined ? undefined : JSON.stringify(body) }); return (await r.json()).data; };
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless', '--no-sandbox', '--disable-gpu'] });
try {
  const page = await browser.newPage({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  await page.goto(base + '/chatQueue');
  const box = page.getByRole('textbox').first();
  await box.waitFor();
  for (let i = 0; i < 6; i++) { await box.fill(`第${i}个问题：电脑开不了机怎么办`); await box.press('Enter'); await page.waitForTimeout(900); }
  const { token } = await call('/api/csc/engineer/login', { account: 'demo', password: 'demo123' });
  await call('/api/csc/engineer/status', { status: 'online' }, token);
  await page.getByRole('button', { name: '转人工' }).first().click();
  await page.waitForTimeout(1500);
  await page.screenshot({ path: '/tmp/transfer-queued.png' });
  const waiting = await call('/api/csc/engineer/waiting', undefined, token);
  console.log('waiting', waiting.length);
  await call('/api/csc/engineer/accept', { session_id: waiting[0].session_id }, token);
  await page.waitForTimeout(1500);
  await page.screenshot({ path: '/tmp/transfer-accepted.png' });
  await call('/api/csc/engineer/send', { session_id: waiting[0].session_id, MsgType: 'text', Content: '您好，我是王工程师，请问有什么可以帮您' }, token);
  await page.waitForTimeout(2000);
  await page.screenshot({ path: '/tmp/transfer-after.png' });
  const visible = await page.getByText('您好，我是王工程师').isVisible();
  const inView = await page.getByText('您好，我是王工程师').evaluate((el) => { const r = el.getBoundingClientRect(); return { top: r.top, bottom: r.bottom, h: innerHeight }; }).catch(e => String(e));
  console.log('engineer line visible', visible, inView);
} finally { await browser.close(); srv.kill(); }
