import { useMemo } from 'react';
import styled, { useTheme } from 'styled-components';

/** Text safe inside HTML. */
const html = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
/** A value safe inside an inline script (no '</script>' can close it). */
const js = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

/**
 * The attacker's script: it tells every frame of the page (the widget included) to send a
 * message as the visitor, and tells the host page a fake login state, all with '*' as the
 * target, as a hostile third-party script would. Its origin is 'null' (sandboxed srcdoc).
 */
export function forgedDocument(
  input: {
    lang: string;
    title: string;
    label: string;
    text: string;
    colors: { background: string; text: string };
  },
  armed: boolean,
) {
  const send = { type: 'webchat:send', v: 1, text: input.text, user: { name: 'attacker' } };
  const fake = { type: 'webchat:login-state', v: 1, loggedIn: true, cube_uid: 'attacker' };
  const script = armed
    ? `<script>(function(){var send=${js(send)};var f=parent.frames;` +
      `for(var i=0;i<f.length;i++){if(f[i]!==window){try{f[i].postMessage(send,'*')}catch(e){}}}` +
      `parent.postMessage(${js(fake)},'*');})();</script>`
    : '';
  return (
    `<!doctype html><html lang="${html(input.lang)}"><head><meta charset="utf-8">` +
    `<title>${html(input.title)}</title><style>body{margin:0;height:100vh;display:flex;` +
    `align-items:center;justify-content:center;font:14px/1.4 sans-serif;` +
    `background:${input.colors.background};color:${input.colors.text}}</style></head>` +
    `<body><p>${html(input.label)}</p>${script}</body></html>`
  );
}

const Frame = styled.iframe`
  width: 100%;
  height: 64px;
  border: 1px dashed ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
`;

export interface ForgedFrameProps {
  /** Each new value loads the frame again, which runs the attack once; 0 never attacks. */
  run: number;
  lang: string;
  title: string;
  label: string;
  text: string;
}

/** A sandboxed third-party frame (origin 'null') that forges protocol messages. */
export function ForgedFrame({ run, lang, title, label, text }: ForgedFrameProps) {
  const theme = useTheme();
  const doc = useMemo(
    () =>
      forgedDocument(
        {
          lang,
          title,
          label,
          text,
          colors: { background: theme.colors.surfaceMuted, text: theme.colors.text },
        },
        run > 0,
      ),
    [lang, title, label, text, theme, run],
  );
  // No allow-same-origin: the frame's origin is opaque ('null'), like a hostile ad frame.
  return <Frame key={run} sandbox="allow-scripts" srcDoc={doc} title={title} />;
}
