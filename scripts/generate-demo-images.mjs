#!/usr/bin/env node
// Renders the demo attachments that server/demo/seed.ts refers to from the demo visitor's past
// sessions: two photos/screenshots a customer would send (PNG) and a repair quote (PDF).
// Drawn from HTML here so that nothing third-party is shipped; the files are committed and this
// only needs rerunning after changing the artwork. Keep each file under 60 kB: they are served
// to every demo visitor and sit in the repository.
//
// Regenerate (Debian/Ubuntu, needs /usr/bin/chromium and a CJK font; never `playwright install`):
//   apt-get install -y fonts-wqy-zenhei
//   node scripts/generate-demo-images.mjs      # optional: CHROMIUM=/path/to/chromium
import { mkdir, writeFile } from 'node:fs/promises';
import { launchChromium } from './chromium.mjs';

const outDir = new URL('../public/static/demo/', import.meta.url);
const MAX_BYTES = 60 * 1024;

// The same machine throughout the story: seed.ts uses these values in messages and tickets.
const SERIAL = 'PF4K7Q2M';
const MODEL = 'ThinkPad X1 Carbon Gen 12';
const MTM = '21KC-CTO1WW';
const REPAIR_NO = 'WX73104582';

const FONT = `'WenQuanYi Zen Hei', 'Noto Sans CJK SC', 'DejaVu Sans', sans-serif`;

/** A deterministic PRNG, so rerunning the script does not churn the committed bytes. */
function prng(seed) {
  let s = seed >>> 0;
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

/** A QR-looking grid: finder squares in three corners, noise elsewhere. Not a scannable code. */
function fakeQr(size, seed) {
  const rand = prng(seed);
  const n = 21;
  const cell = size / n;
  const finder = (x, y) =>
    `<rect x="${x * cell}" y="${y * cell}" width="${7 * cell}" height="${7 * cell}" fill="#fff"/>` +
    `<rect x="${(x + 1) * cell}" y="${(y + 1) * cell}" width="${5 * cell}" height="${5 * cell}" fill="#0a5fb4"/>` +
    `<rect x="${(x + 2) * cell}" y="${(y + 2) * cell}" width="${3 * cell}" height="${3 * cell}" fill="#fff"/>`;
  const inFinder = (x, y) => (x < 8 && y < 8) || (x > 12 && y < 8) || (x < 8 && y > 12);
  let cells = '';
  for (let y = 0; y < n; y++)
    for (let x = 0; x < n; x++)
      if (!inFinder(x, y) && rand() > 0.52)
        cells += `<rect x="${x * cell}" y="${y * cell}" width="${cell}" height="${cell}" fill="#fff"/>`;
  return `<svg width="${size}" height="${size}" viewBox="0 0 ${size} ${size}" shape-rendering="crispEdges">${finder(0, 0)}${finder(14, 0)}${finder(0, 14)}${cells}</svg>`;
}

/** Code-128-looking bars; the label is read by the engineer, not scanned. */
function fakeBarcode(width, height, seed) {
  const rand = prng(seed);
  let x = 0;
  let bars = '';
  while (x < width - 4) {
    const w = 1 + Math.floor(rand() * 3);
    bars += `<rect x="${x}" y="0" width="${w}" height="${height}" fill="#111"/>`;
    x += w + 1 + Math.floor(rand() * 3);
  }
  return `<svg width="${width}" height="${height}" shape-rendering="crispEdges">${bars}</svg>`;
}

// A phone photo of the laptop's screen: desk, bezel, then the Chinese Windows stop screen.
const blueScreen = `<style>
  body{margin:0;width:640px;height:400px;background:#3a3430;font-family:${FONT};overflow:hidden}
  .desk{position:absolute;inset:0;background:#3b3530}
  .wall{position:absolute;left:0;right:0;top:0;height:150px;background:#4a433d}
  .lid{position:absolute;left:38px;top:18px;width:564px;height:372px;background:#151515;
    border-radius:14px;transform:rotate(-1deg);box-shadow:0 12px 30px #0008}
  .cam{position:absolute;left:278px;top:7px;width:6px;height:6px;border-radius:50%;background:#333}
  .screen{position:absolute;left:16px;top:20px;right:16px;bottom:22px;background:#0a5fb4;color:#fff;
    padding:26px 34px;box-sizing:border-box}
  .sad{font-size:64px;line-height:1;margin-bottom:14px}
  .big{font-size:17px;line-height:1.5;margin-bottom:12px}
  .pct{font-size:17px;margin-bottom:18px}
  .row{display:flex;gap:14px;align-items:flex-start}
  .small{font-size:10px;line-height:1.6}
  .glare{position:absolute;inset:0;background:#ffffff10;clip-path:polygon(62% 0,74% 0,52% 100%,40% 100%)}
  .brand{position:absolute;left:0;right:0;bottom:5px;text-align:center;color:#666;font:bold 9px sans-serif;letter-spacing:1px}
</style>
<div class="desk"></div><div class="wall"></div>
<div class="lid"><div class="cam"></div>
  <div class="screen">
    <div class="sad">:(</div>
    <div class="big">你的设备遇到问题，需要重启。我们只收集某些错误信息，<br>然后你可以重新启动。</div>
    <div class="pct">40% 完成</div>
    <div class="row">${fakeQr(72, 7)}
      <div class="small">有关此问题的详细信息和可能的解决方法，请访问<br>https://www.windows.com/stopcode<br><br>
        如果致电支持人员，请向他们提供以下信息：<br>终止代码: DRIVER_IRQL_NOT_LESS_OR_EQUAL<br>失败的操作: Netwtw14.sys</div>
    </div>
    <div class="glare"></div>
  </div>
  <div class="brand">THINKPAD</div>
</div>`;

// The underside of the laptop with its regulatory label, as photographed by the customer.
const snLabel = `<style>
  body{margin:0;width:640px;height:400px;background:#202020;font-family:${FONT};overflow:hidden}
  .base{position:absolute;left:-20px;top:-30px;width:700px;height:470px;background:#2b2b2d;
    transform:rotate(-4deg);border-radius:30px}
  .foot{position:absolute;width:150px;height:14px;border-radius:7px;background:#161616}
  .vent{position:absolute;left:70px;top:300px;display:flex;gap:7px}
  .vent i{display:block;width:4px;height:70px;border-radius:2px;background:#1a1a1a}
  .screw{position:absolute;width:12px;height:12px;border-radius:50%;background:#3b3b3e;border:2px solid #1d1d1d}
  .label{position:absolute;left:170px;top:70px;width:330px;padding:12px 16px;background:#f1f0ea;color:#111;
    border-radius:4px;transform:rotate(-4deg);box-shadow:0 2px 6px #0009;font-size:11px;line-height:1.45}
  .label b{font-size:14px}
  .mono{font-family:'DejaVu Sans Mono',monospace;font-size:13px;letter-spacing:1px}
  .line{display:flex;justify-content:space-between}
  .marks{display:flex;gap:8px;margin-top:6px}
  .marks span{border:1.5px solid #111;border-radius:3px;padding:0 4px;font-weight:bold;font-size:10px}
</style>
<div class="base">
  <div class="foot" style="left:90px;top:70px"></div><div class="foot" style="left:470px;top:70px"></div>
  <div class="foot" style="left:90px;top:420px"></div><div class="foot" style="left:470px;top:420px"></div>
  <div class="vent">${'<i></i>'.repeat(26)}</div>
  <div class="screw" style="left:60px;top:140px"></div><div class="screw" style="left:620px;top:140px"></div>
  <div class="screw" style="left:60px;top:380px"></div><div class="screw" style="left:620px;top:380px"></div>
</div>
<div class="label">
  <div class="line"><b>${MODEL}</b><span>20V — 3.25A</span></div>
  <div>笔记本电脑 · Notebook Computer</div>
  <div class="mono">MTM: ${MTM}</div>
  ${fakeBarcode(300, 26, 11)}
  <div class="mono">S/N: ${SERIAL}</div>
  ${fakeBarcode(300, 26, 23)}
  <div class="line"><span>中国制造 Made in China</span><span>2025-03</span></div>
  <div class="marks"><span>CCC</span><span>CE</span><span>FC</span><span>RoHS</span></div>
</div>`;

// A screenshot: the Windows battery flyout next to the maker's PC-manager power settings.
const batteryScreenshot = `<style>
  body{margin:0;width:640px;height:400px;background:#dfe7f1;font-family:${FONT};overflow:hidden;color:#1b1b1b}
  .app{position:absolute;left:20px;top:20px;width:360px;height:330px;background:#fff;border-radius:8px;
    box-shadow:0 4px 16px #0002;overflow:hidden}
  .bar{height:36px;background:#e2231a;color:#fff;display:flex;align-items:center;padding:0 14px;font-size:13px;font-weight:bold}
  .sec{padding:12px 16px;border-bottom:1px solid #eee}
  .sec h4{margin:0 0 4px;font-size:13px}
  .sec p{margin:0;font-size:11px;color:#666}
  .row{display:flex;justify-content:space-between;align-items:center}
  .tg{width:34px;height:18px;border-radius:9px;background:#bbb;position:relative}
  .tg::after{content:'';position:absolute;top:2px;left:2px;width:14px;height:14px;border-radius:50%;background:#fff}
  .tg.on{background:#e2231a}.tg.on::after{left:18px}
  .hl{outline:2px solid #ff9800;outline-offset:-2px;background:#fff8ec}
  .fly{position:absolute;right:20px;bottom:46px;width:220px;background:#f3f3f3;border-radius:8px;
    box-shadow:0 4px 16px #0003;padding:14px;font-size:12px}
  .batt{display:flex;align-items:center;gap:10px;font-size:26px}
  .cell{width:42px;height:20px;border:2px solid #333;border-radius:4px;position:relative}
  .cell::before{content:'';position:absolute;left:2px;top:2px;bottom:2px;width:60%;background:#333;border-radius:1px}
  .cell::after{content:'';position:absolute;right:-6px;top:6px;width:3px;height:8px;background:#333;border-radius:1px}
  .task{position:absolute;left:0;right:0;bottom:0;height:36px;background:#eef1f5;border-top:1px solid #cfd6df;
    display:flex;justify-content:flex-end;align-items:center;padding-right:16px;font-size:11px;gap:14px}
</style>
<div class="app">
  <div class="bar">电脑管家 · 电源设置</div>
  <div class="sec"><div class="row"><h4>当前电量</h4><span>60%</span></div><p>已接通电源 · 预计剩余使用 4 小时 50 分钟</p></div>
  <div class="sec hl"><div class="row"><h4>电池养护模式</h4><div class="tg on"></div></div>
    <p>长时间接通电源时，电量保持在 55%~60%，延长电池寿命</p></div>
  <div class="sec"><div class="row"><h4>快速充电</h4><div class="tg"></div></div><p>短时间内为电池补充较多电量</p></div>
  <div class="sec"><div class="row"><h4>电池健康度</h4><span>良好 (96%)</span></div><p>设计容量 57 Wh · 循环次数 148</p></div>
</div>
<div class="fly">
  <div class="batt"><div class="cell"></div>60%</div>
  <div style="margin-top:8px">已接通电源，未充电</div>
  <div style="margin-top:4px;color:#666">电源模式：平衡</div>
</div>
<div class="task"><span>中</span><span>⌁ 60%</span><span>10:18</span></div>`;

// What the engineer sends back: a one-page inspection and repair quote for the same machine.
const repairQuote = `<style>
  @page{size:A4;margin:18mm}
  body{font-family:${FONT};font-size:11pt;color:#222}
  h1{font-size:18pt;margin:0 0 2mm;color:#c8102e}
  .sub{color:#666;margin-bottom:6mm}
  table{border-collapse:collapse;width:100%;margin-bottom:6mm}
  td,th{border:1px solid #999;padding:2mm 3mm;text-align:left}
  th{background:#f2f2f2;white-space:nowrap}
  .num{text-align:right}
  .note{font-size:9.5pt;color:#444;line-height:1.6}
</style>
<h1>联想服务 · 维修检测报价单</h1>
<div class="sub">维修单号 ${REPAIR_NO} · 报价有效期 7 天</div>
<table>
  <tr><th>客户</th><td>张先生 (138****8000)</td><th>服务方式</th><td>送修</td></tr>
  <tr><th>机型</th><td>${MODEL}</td><th>主机编号 (SN)</th><td>${SERIAL}</td></tr>
  <tr><th>保修状态</th><td>在保 (至 2028-03-14)</td><th>MTM</th><td>${MTM}</td></tr>
  <tr><th>故障描述</th><td colspan="3">频繁蓝屏，终止代码 DRIVER_IRQL_NOT_LESS_OR_EQUAL，失败模块 Netwtw14.sys；重装无线网卡驱动后仍复现，安全模式下亦出现。</td></tr>
</table>
<table>
  <tr><th>项目</th><th>说明</th><th class="num">数量</th><th class="num">单价 (元)</th><th class="num">小计 (元)</th></tr>
  <tr><td>硬件检测</td><td>整机诊断、内存与存储压力测试</td><td class="num">1</td><td class="num">0.00</td><td class="num">0.00</td></tr>
  <tr><td>无线网卡</td><td>Wi-Fi 7 M.2 无线网卡模块 (保内更换)</td><td class="num">1</td><td class="num">0.00</td><td class="num">0.00</td></tr>
  <tr><td>主板</td><td>如检测确认主板故障则保内更换</td><td class="num">0</td><td class="num">0.00</td><td class="num">0.00</td></tr>
  <tr><td>人工服务费</td><td>保修期内免收</td><td class="num">1</td><td class="num">0.00</td><td class="num">0.00</td></tr>
  <tr><th colspan="4">合计</th><th class="num">0.00</th></tr>
</table>
<div class="note">
  说明：<br>
  1. 送修前请自行备份数据，维修过程中可能需要恢复系统。<br>
  2. 如检测发现人为损坏（进水、摔落、私自拆机），将另行报价，经您确认后再维修。<br>
  3. 预计维修周期 3~5 个工作日，完成后将短信通知您取机。
</div>`;

const browser = await launchChromium();
const files = new Map();
try {
  const page = await browser.newPage({ viewport: { width: 640, height: 400 } });
  for (const [name, html] of [
    ['blue-screen.png', blueScreen],
    ['sn-label.png', snLabel],
    ['battery-not-charging.png', batteryScreenshot],
  ]) {
    await page.setContent(`<meta charset="utf-8">${html}`);
    files.set(name, await page.screenshot({ type: 'png' }));
  }
  await page.setContent(`<meta charset="utf-8">${repairQuote}`);
  files.set('repair-quote.pdf', await page.pdf({ format: 'A4', printBackground: true }));
} finally {
  await browser.close();
}

// Written only after every render succeeded, so a failed run leaves the committed set intact.
for (const [name, bytes] of files) console.log(`${name}\t${bytes.length} bytes`);
const tooBig = [...files].filter(([, bytes]) => bytes.length > MAX_BYTES).map(([name]) => name);
if (tooBig.length > 0) throw new Error(`Over ${MAX_BYTES} bytes: ${tooBig.join(', ')}`);
await mkdir(outDir, { recursive: true });
for (const [name, bytes] of files) {
  await writeFile(new URL(name, outDir), bytes);
}
