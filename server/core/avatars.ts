// Pictures of people: small inline SVGs, so no file, network or third-party art is needed.

export const svgUri = (svg: string) => `data:image/svg+xml,${encodeURIComponent(svg)}`;
export const SVG_NS = 'xmlns="http://www.w3.org/2000/svg"';
const CJK_FONT = 'PingFang SC,Microsoft YaHei,Noto Sans CJK SC,WenQuanYi Zen Hei,sans-serif';

export function avatar(character: string, background: string): string {
  return svgUri(
    `<svg ${SVG_NS} width="64" height="64" viewBox="0 0 64 64"><circle cx="32" cy="32" r="32" fill="${background}"/>` +
      `<text x="32" y="42" text-anchor="middle" font-family="${CJK_FONT}" font-size="28" fill="#fff">${character}</text></svg>`,
  );
}

const AVATAR_COLOURS = [
  '#e2231a',
  '#1677ff',
  '#13a8a8',
  '#fa8c16',
  '#52616b',
  '#722ed1',
  '#389e0d',
];

/** An avatar for a person added later: their first character on a colour picked by the name. */
export function initialAvatar(name: string): string {
  const first = [...name.trim()][0] ?? '?';
  const sum = [...name].reduce((total, char) => total + (char.codePointAt(0) ?? 0), 0);
  const escaped = first.replace(/[<>&"']/g, '?');
  return avatar(escaped, AVATAR_COLOURS[sum % AVATAR_COLOURS.length] ?? '#1677ff');
}
