/**
 * The send pipeline, loaded when a chat starts rather than with the first paint: the sender,
 * its IndexedDB outbox (idb), the attachment checks and the calls it makes.
 */
export { classify, createSender } from './sender';
export { defaultOutbox, indexedDbOutbox, memoryOutbox } from './outbox';
export { newClientId, uploader, visitorPost } from './send';
// The console's sender posts through the pipeline too: its body is built here, so the bodies
// come with this chunk and nowhere else (imported by the console too, they were a small shared
// chunk that Rollup merged into the visitor's first load).
export { toConsoleSendBody } from '@/lib/contract/send-bodies';
