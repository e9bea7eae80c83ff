export { localTimeZone, saveFile } from './save-file';
export { csvCell, toCsv, UTF8_BOM, type CsvCell } from './csv';
