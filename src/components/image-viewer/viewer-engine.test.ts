import { home, rotate, zoomTo } from './engine-commands';
import { createViewerEngine } from './viewer-engine';

const phone = { width: 390, height: 844 };
const picture = { width: 640, height: 400 };
const fit = 390 / 640;

function setup({ reducedMotion = true } = {}) {
  const engine = createViewerEngine();
  const image = document.createElement('div');
  const strip = document.createElement('div');
  const root = document.createElement('div');
  const settled = vi.fn();
  engine.configure({ reducedMotion, onSettledZoom: settled });
  engine.setGeometry({ size: picture, viewport: phone });
  engine.attach({ image, strip, root });
  engine.reset();
  return { engine, image, strip, root, settled };
}

describe('viewer engine', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('rests at fit, centred, and writes the transform to the picture', () => {
    const { engine, image, root } = setup();
    expect(engine.fit).toBeCloseTo(fit, 6);
    expect(image.dataset.scale).toBe('1');
    expect(image.style.transform).toBe(`translate3d(0px, 0px, 0) rotate(0deg) scale(${fit})`);
    expect(root.style.getPropertyValue('--viewer-bg')).toBe('1');
  });

  it('reports the settled scale to React, not every frame', () => {
    const { engine, settled } = setup();
    settled.mockClear();
    zoomTo(engine, engine.fit * 2);
    expect(settled).toHaveBeenCalledOnce();
    expect(settled).toHaveBeenCalledWith({ scale: 2, maxScale: 4.923 });
  });

  it('zooms around a point and keeps the pan inside the bounds', () => {
    const { engine } = setup();
    zoomTo(engine, 3, { x: 1000, y: 0 });
    // Zooming towards the right edge moves the picture left, but at zoom 3 (1920 px wide) at
    // most (1920 - 390) / 2 = 765 px.
    expect(engine.state.x).toBe(-765);
    expect(engine.state.y).toBe(0);
  });

  it('rotates by 90° keeping the relative scale', () => {
    const { engine, image } = setup();
    zoomTo(engine, engine.fit * 1.2);
    rotate(engine);
    expect(engine.state.rotation).toBe(90);
    expect(engine.fit).toBeCloseTo(390 / 400, 6);
    expect(image.dataset.scale).toBe('1.2');
    home(engine);
    expect(engine.state.rotation).toBe(0);
    expect(image.dataset.scale).toBe('1');
  });

  it('keeps the relative scale when the viewport changes', () => {
    const { engine, image } = setup();
    zoomTo(engine, engine.fit * 1.4);
    engine.setGeometry({ size: picture, viewport: { width: 1280, height: 800 } });
    expect(engine.fit).toBe(1);
    expect(engine.state.zoom).toBeCloseTo(1.4, 6);
    expect(image.dataset.scale).toBe('1.4');
  });

  it('is busy while animating or during a gesture, and tells listeners when it settles', () => {
    vi.useFakeTimers();
    const { engine } = setup({ reducedMotion: false });
    const onSettle = vi.fn();
    engine.onSettle(onSettle);
    engine.animate({ slideX: -100 }, 333);
    expect(engine.isBusy()).toBe(true);
    vi.advanceTimersByTime(400);
    expect(engine.isBusy()).toBe(false);
    expect(onSettle).toHaveBeenCalledOnce();
    engine.gestureStart();
    expect(engine.isBusy()).toBe(true);
    engine.gestureEnd();
    expect(onSettle).toHaveBeenCalledTimes(2);
  });

  it('stops a running animation where it is when a gesture starts', () => {
    vi.useFakeTimers();
    const { engine, strip } = setup({ reducedMotion: false });
    const onDone = vi.fn();
    engine.animate({ slideX: -300 }, 333, onDone);
    vi.advanceTimersByTime(100);
    engine.gestureStart();
    const stoppedAt = engine.state.slideX;
    expect(stoppedAt).toBeLessThan(0);
    expect(stoppedAt).toBeGreaterThan(-300);
    vi.advanceTimersByTime(500);
    expect(engine.state.slideX).toBe(stoppedAt);
    expect(strip.style.transform).toBe(`translate3d(${stoppedAt}px, 0, 0)`);
    expect(onDone).not.toHaveBeenCalled();
  });

  it('finishes an interrupted fade at once, so the viewer is never left see-through', () => {
    vi.useFakeTimers();
    const { engine, root } = setup({ reducedMotion: false });
    engine.set({ fade: 0, bg: 0 });
    engine.animate({ fade: 1, bg: 1 }, 333);
    vi.advanceTimersByTime(50);
    engine.gestureStart();
    expect(engine.state.fade).toBe(1);
    expect(root.style.opacity).toBe('');
    expect(root.style.getPropertyValue('--viewer-bg')).toBe('1');
  });

  it('animates in 333 ms unless motion is reduced', () => {
    vi.useFakeTimers();
    const { engine, image } = setup({ reducedMotion: false });
    zoomTo(engine, engine.fit * 2);
    expect(image.dataset.scale).toBe('1');
    vi.advanceTimersByTime(200);
    expect(Number(image.dataset.scale)).toBeGreaterThan(1);
    expect(Number(image.dataset.scale)).toBeLessThan(2);
    vi.advanceTimersByTime(200);
    expect(image.dataset.scale).toBe('2');
  });
});
