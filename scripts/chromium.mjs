// Debian's Chromium driven by playwright-core, with the flags this closed machine needs (no
// background networking, a fresh profile per launch). Shared by the e2e tests, the bench and the
// image scripts. Never `playwright install`.
import { chromium } from 'playwright-core';

export const CHROMIUM_PATH =
  process.env.CHROMIUM_PATH ?? process.env.CHROMIUM ?? '/usr/bin/chromium';

export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/**
 * A microphone and camera that need no device and no prompt: Chromium's fake capture (a beep
 * every second) with the permission granted. For the voice-note e2e; other launches leave it out.
 */
export const FAKE_MEDIA_ARGS = [
  '--use-fake-device-for-media-stream',
  '--use-fake-ui-for-media-stream',
];

/** `extraArgs` go after CHROMIUM_ARGS (e.g. FAKE_MEDIA_ARGS). */
export function launchChromium(extraArgs = []) {
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: [...CHROMIUM_ARGS, ...extraArgs] });
}
