/**
 * A camera picture for stories: a canvas's stream with a fixed drawing (a person's silhouette
 * on a coloured wall), so a visual test sees the same picture on every run. Not for the app.
 */
export function demoCameraStream(wall: string, label: string): MediaStream | undefined {
  if (typeof document === 'undefined') return undefined;
  const canvas = document.createElement('canvas');
  canvas.width = 640;
  canvas.height = 480;
  const context = canvas.getContext('2d');
  if (!context || typeof canvas.captureStream !== 'function') return undefined;
  const stream = canvas.captureStream(10);
  const draw = () => {
    const gradient = context.createLinearGradient(0, 0, 0, 480);
    gradient.addColorStop(0, wall);
    gradient.addColorStop(1, '#1f2329');
    context.fillStyle = gradient;
    context.fillRect(0, 0, 640, 480);
    context.fillStyle = 'rgba(255, 255, 255, 0.85)';
    context.beginPath();
    context.arc(320, 200, 80, 0, Math.PI * 2);
    context.fill();
    context.beginPath();
    context.ellipse(320, 470, 190, 170, 0, Math.PI, 0);
    context.fill();
    context.fillStyle = '#1f2329';
    context.font = '28px sans-serif';
    context.textAlign = 'center';
    context.fillText(label, 320, 60);
  };
  // A captured canvas sends a frame when it is drawn: drawn now and a few times more, the same.
  draw();
  let frames = 0;
  const timer = setInterval(() => {
    draw();
    if (++frames >= 20) clearInterval(timer);
  }, 100);
  return stream;
}
