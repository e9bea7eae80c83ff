export {
  IMAGE_MIME_EXTENSIONS,
  TEXT_EXTENSIONS,
  UPLOAD_EXTENSIONS,
  fileExtension,
  imageExtensionForMime,
  imageUploadFileName,
  isUploadExtension,
  uploadFormatMessage,
  validateUploadName,
} from './upload';
export type { UploadExtension, UploadNameResult } from './upload';
export {
  CHINESE_PATTERN,
  DIGITS_PATTERN,
  EMAIL_PATTERN,
  EXTERNAL_PROTOCOL_PATTERN,
  HOTLINE_PATTERN,
  LANDLINE_PATTERN,
  MOBILE_PATTERN,
  PHONE_PATTERN,
  REGULAR_INPUT_PATTERN,
  SIX_DIGIT_PATTERN,
  URL_PATTERN,
  isEmail,
  isExternalProtocol,
  isHotline,
  isMobile,
  isOnlyChinese,
  isOnlyDigits,
  isPhone,
  isRegularInput,
  isUrl,
} from './patterns';
export { IMAGE_FORMATS, checkAttachment, checkFile, checkText, sniffImage } from './outgoing';
export type { OutgoingCheck } from './outgoing';
