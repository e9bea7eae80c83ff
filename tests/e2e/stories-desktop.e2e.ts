import { describe, expect, it } from 'vitest';
import { isAppStory, ladleMeta, ladleStoryIds } from './support/ladle-stories';
import { storyPass } from './support/story-pass';

// Every Ladle story on a desktop, 1280x800: its picture, axe and the console
// (support/story-pass.ts).
describe('the Ladle testbench', () => {
  it('lists stories for the design system', () => {
    expect(ladleStoryIds.length).toBeGreaterThan(100);
  });

  it('lists at least 60 stories of the features (src/features), most of them the whole app', () => {
    const features = ladleStoryIds.filter((id) =>
      ladleMeta.stories[id]?.filePath.startsWith('src/features/'),
    );
    expect(features.length).toBeGreaterThanOrEqual(60);
    expect(features.filter(isAppStory).length).toBeGreaterThanOrEqual(45);
  });
});

storyPass('desktop');
