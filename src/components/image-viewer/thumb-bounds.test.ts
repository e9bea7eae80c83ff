import { thumbView } from './thumb-bounds';

describe('thumbView', () => {
  it('places the picture over a thumbnail in the top-left corner', () => {
    const view = thumbView(
      { x: 10, y: 20, w: 160 },
      { width: 640, height: 400 },
      { width: 390, height: 844 },
    );
    expect(view.zoom).toBe(0.25);
    // thumbnail centre (90, 70) relative to the viewport centre (195, 422)
    expect(view.x).toBe(-105);
    expect(view.y).toBe(-352);
  });

  it('is centred when the thumbnail is centred', () => {
    const view = thumbView(
      { x: 95, y: 372, w: 200 },
      { width: 200, height: 100 },
      { width: 390, height: 844 },
    );
    expect(view).toEqual({ zoom: 1, x: 0, y: 0 });
  });
});
