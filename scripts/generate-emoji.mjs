#!/usr/bin/env node
// Renders public/static/emoji/<name>.png (64x64, transparent) for every entry of EMOJI_FULL.
// The classic face artwork is not ours to ship, so each face is drawn as the closest Unicode
// emoji in Noto Color Emoji. The PNGs are committed; rerun only after changing the table.
//
// Regenerate (Debian/Ubuntu, needs /usr/bin/chromium; never `playwright install`):
//   apt-get install -y fonts-noto-color-emoji
//   node scripts/generate-emoji.mjs            # optional: CHROMIUM=/path/to/chromium
import { mkdir, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { launchChromium } from './chromium.mjs';
import ts from 'typescript';

const SIZE = 64;
// Noto's advance is about 1.25em, so 50px keeps the widest glyphs inside 64px.
const GLYPH_PX = 50;
const setsFile = new URL('../src/lib/emoji/emoji-sets.ts', import.meta.url);
const outDir = new URL('../public/static/emoji/', import.meta.url);

// name -> glyph; a leading '~' mirrors the glyph (the two tai chi halves share one emoji).
const GLYPHS = {
  smile: '🙂',
  grimace: '😕',
  drool: '😍',
  scowl: '😶',
  coolguy: '😎',
  sob: '😢',
  shy: '😊',
  silent: '🤐',
  sleep: '😴',
  cry: '😭',
  awkward: '😬',
  angry: '😡',
  tongue: '😜',
  grin: '😁',
  surprise: '😮',
  frown: '😞',
  cool: '🕶️',
  blush: '😓',
  scream: '😫',
  puke: '🤮',
  chuckle: '🤭',
  joyful: '😄',
  slight: '🙄',
  smug: '😤',
  hungry: '🤤',
  drowsy: '😪',
  panic: '😱',
  sweat: '😰',
  laugh: '😆',
  commando: '😌',
  determined: '💪',
  scold: '🤬',
  question: '🤔',
  shhh: '🤫',
  dizzy: '😵',
  tormented: '🤪',
  toasted: '😩',
  skull: '💀',
  hammer: '🔨',
  wave: '👋',
  wipe: '😅',
  nosepick: '👃',
  clap: '👏',
  shame: '😳',
  trick: '😏',
  bahl: '😒',
  bahr: '😠',
  yawn: '🥱',
  lookdown: '😑',
  wronged: '😔',
  tearingup: '😣',
  sly: '😈',
  kiss: '😚',
  scared: '😨',
  whimper: '🥺',
  cleaver: '🔪',
  watermelon: '🍉',
  beer: '🍺',
  basketball: '🏀',
  pingpong: '🏓',
  coffee: '☕',
  rice: '🍚',
  pig: '🐷',
  rose: '🌹',
  wilt: '🥀',
  lips: '👄',
  heart: '❤️',
  brokenheart: '💔',
  cake: '🎂',
  lightning: '⚡',
  bomb: '💣',
  dagger: '🗡️',
  soccer: '⚽',
  ladybug: '🐞',
  poop: '💩',
  moon: '🌙',
  sun: '☀️',
  gift: '🎁',
  hug: '🤗',
  thumbsup: '👍',
  thumbsdown: '👎',
  handshake: '🤝',
  victory: '✌️',
  salute: '🙏',
  beckon: '🤙',
  fist: '👊',
  pinky: '🤏',
  loveyou: '🤟',
  no: '🙅',
  ok: '👌',
  love: '💑',
  blowkiss: '😘',
  jump: '🤸',
  tremble: '🥶',
  furious: '💢',
  twirl: '💫',
  kotow: '🙇',
  lookback: '🔙',
  jumprope: '🪢',
  surrender: '🏳️',
  excited: '🤩',
  dance: '💃',
  smooch: '💋',
  taichil: '☯️',
  taichir: '~☯️',
};

/** Loads EMOJI_FULL from the TypeScript source, so the table lives in exactly one place. */
async function loadEntries() {
  const source = await readFile(setsFile, 'utf8');
  const { outputText } = ts.transpileModule(source, {
    compilerOptions: { module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2022 },
  });
  const url = `data:text/javascript;base64,${Buffer.from(outputText).toString('base64')}`;
  const { EMOJI_FULL } = await import(url);
  return EMOJI_FULL;
}

const entries = await loadEntries();
const missing = entries.filter((entry) => !(entry.name in GLYPHS)).map((entry) => entry.name);
if (missing.length > 0) throw new Error(`No glyph for: ${missing.join(', ')}`);

const browser = await launchChromium();
const images = new Map();
try {
  const page = await browser.newPage({ viewport: { width: 200, height: 200 } });
  await page.setContent(
    `<style>html,body{margin:0;background:transparent}
      #g{width:${SIZE}px;height:${SIZE}px;display:flex;align-items:center;justify-content:center;
        font:${GLYPH_PX}px/1 'Noto Color Emoji'}
      #g.flip{transform:scaleX(-1)}</style><div id="g"></div>`,
  );
  const glyph = page.locator('#g');
  for (const { name } of entries) {
    const spec = GLYPHS[name];
    const flip = spec.startsWith('~');
    await glyph.evaluate(
      (el, [text, mirrored]) => {
        el.textContent = text;
        el.className = mirrored ? 'flip' : '';
      },
      [flip ? spec.slice(1) : spec, flip],
    );
    images.set(`${name}.png`, await glyph.screenshot({ omitBackground: true }));
  }
} finally {
  await browser.close();
}

// Written only after every render succeeded, so a failed run leaves the committed set intact;
// stale files would otherwise linger after an entry is renamed or removed.
await mkdir(outDir, { recursive: true });
for (const file of await readdir(outDir)) {
  if (file.endsWith('.png') && !images.has(file)) await rm(new URL(file, outDir));
}
let total = 0;
for (const [file, png] of images) {
  await writeFile(new URL(file, outDir), png);
  total += png.length;
}
console.log(`wrote ${images.size} PNGs to public/static/emoji (${(total / 1024).toFixed(1)} KiB)`);
