import { install } from './loader';

// The entry of widget.js (vite.widget.config.ts). An async classic script has currentScript only
// while it runs; the launcher is built in a task of its own, so the host page's script
// evaluation and ours never add up to one long task (the snippet's queue holds commands till then).
const script = document.currentScript as HTMLScriptElement | null;
setTimeout(() => install(window, script));
