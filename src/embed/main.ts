import { install } from './loader';

// The entry of widget.js (vite.widget.config.ts). An async classic script still has
// currentScript while it runs.
install(window, document.currentScript as HTMLScriptElement | null);
