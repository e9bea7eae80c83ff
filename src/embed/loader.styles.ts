/**
 * The launcher and panel, inside a shadow root (the host page's CSS cannot reach in, ours
 * cannot leak out). `--webchat-color` on the host page sets the brand colour: custom
 * properties are what crosses the shadow boundary on purpose.
 * Phones (<= 640 px): the open chat takes the whole screen and the launcher steps aside (the
 * panel's own close button is in reach). Desktops: a 380 x 640 panel above the launcher.
 * Closed, the panel stays laid out but hidden (visibility), so the chat keeps counting unread
 * messages. Nothing moves (so prefers-reduced-motion has nothing to stop).
 * Every byte counts here (widget.js <= 2 kB gzip): short class names, one font stack.
 */
export const CSS =
  ':host{all:initial}' +
  '.l,.p{position:fixed;z-index:2147483000}' +
  'button{padding:0;border:0;cursor:pointer;color:inherit}' +
  '.l{right:calc(16px + env(safe-area-inset-right));bottom:calc(16px + env(safe-area-inset-bottom));' +
  'width:56px;height:56px;border-radius:50%;box-shadow:0 4px 14px #0005}' +
  '.l,.h{background:var(--webchat-color,#e1140a);color:#fff}' +
  ':focus-visible{outline:3px solid #16d}' +
  'svg{display:block;margin:auto;width:24px;fill:#fff}' +
  '.b{position:absolute;top:-4px;right:-4px;padding:0 6px;border-radius:9px;' +
  'background:#c40000;box-shadow:0 0 0 2px #fff;font:700 12px/18px sans-serif}' +
  '.p{inset:0;display:flex;flex-flow:column;background:#fff;padding-bottom:env(safe-area-inset-bottom)}' +
  '.p:not(.o){visibility:hidden}' +
  '.h{display:flex;align-items:center;padding:env(safe-area-inset-top) 4px 0 16px;' +
  'font:700 16px sans-serif}' +
  '.h span{flex:1}' +
  '.x{width:44px;height:44px;background:none;font:24px sans-serif}' +
  'iframe{flex:1;border:0}' +
  '@media(min-width:641px){.p{inset:auto 16px 88px auto;width:380px;height:min(640px,calc(100vh - 112px));' +
  'border-radius:12px;overflow:hidden;box-shadow:0 8px 32px #0004}}' +
  '@media(max-width:640px){.o~.l{display:none}}';

/** The shadow root's markup; texts and state are set by the loader, never from input. */
export const MARKUP =
  `<style>${CSS}</style>` +
  `<div class=p><div class=h><span></span><button class=x>✕</button></div></div>` +
  `<button class=l><svg viewBox="0 0 24 24"><path d="M3 4h18v13H9l-6 4z"/></svg>` +
  `<span class=b hidden></span></button>`;
