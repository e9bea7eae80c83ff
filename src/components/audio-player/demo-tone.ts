/**
 * A voice-like WAV made in memory, so stories play real audio without a network or fixture
 * file: a soft tone whose loudness rises and falls like syllables. Demo use only.
 */
export function demoToneUrl(seconds: number, frequency = 220): string {
  const rate = 8_000;
  const samples = Math.round(seconds * rate);
  const buffer = new ArrayBuffer(44 + samples * 2);
  const view = new DataView(buffer);
  const ascii = (offset: number, text: string) => {
    for (let i = 0; i < text.length; i += 1) view.setUint8(offset + i, text.charCodeAt(i));
  };
  ascii(0, 'RIFF');
  view.setUint32(4, 36 + samples * 2, true);
  ascii(8, 'WAVE');
  ascii(12, 'fmt ');
  view.setUint32(16, 16, true); // PCM header size
  view.setUint16(20, 1, true); // PCM
  view.setUint16(22, 1, true); // mono
  view.setUint32(24, rate, true);
  view.setUint32(28, rate * 2, true); // bytes per second
  view.setUint16(32, 2, true); // bytes per frame
  view.setUint16(34, 16, true); // bits per sample
  ascii(36, 'data');
  view.setUint32(40, samples * 2, true);
  for (let i = 0; i < samples; i += 1) {
    const t = i / rate;
    const syllables = Math.max(0, Math.sin(2 * Math.PI * 2.5 * t));
    const sample = Math.sin(2 * Math.PI * frequency * t) * syllables * 0.2;
    view.setInt16(44 + i * 2, Math.round(sample * 32_767), true);
  }
  return URL.createObjectURL(new Blob([buffer], { type: 'audio/wav' }));
}
