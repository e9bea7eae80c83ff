export { localTimeZone, saveFile } from './save-file';
