import { storyPass } from './support/story-pass';

// Every Ladle story on a phone, 390x844: its picture, axe and the console (support/story-pass.ts).
storyPass('phone');
