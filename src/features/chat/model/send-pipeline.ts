/**
 * The send pipeline, loaded when a chat starts rather than with the first paint: the sender,
 * its IndexedDB outbox (idb), the attachment checks and the calls it makes.
 */
export { classify, createSender } from './sender';
export { defaultOutbox, indexedDbOutbox, memoryOutbox } from './outbox';
export { newClientId, uploader, visitorPost } from './send';
