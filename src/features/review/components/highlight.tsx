import styled from 'styled-components';

// The browser's own highlight colour: no theme token exists for it.
const Mark = styled.mark`
  color: inherit;
  border-radius: 2px;
`;

/** Text with every case-insensitive occurrence of `term` marked; text stays text. */
export function Highlight({ text, term }: { text: string; term?: string }) {
  const needle = term?.trim().toLowerCase();
  if (!needle) return <>{text}</>;
  const parts: { text: string; hit: boolean }[] = [];
  const lower = text.toLowerCase();
  let at = 0;
  for (let i = lower.indexOf(needle); i >= 0; i = lower.indexOf(needle, at)) {
    if (i > at) parts.push({ text: text.slice(at, i), hit: false });
    parts.push({ text: text.slice(i, i + needle.length), hit: true });
    at = i + needle.length;
  }
  if (at < text.length) parts.push({ text: text.slice(at), hit: false });
  return (
    <>
      {parts.map((p, i) => (p.hit ? <Mark key={i}>{p.text}</Mark> : <span key={i}>{p.text}</span>))}
    </>
  );
}
