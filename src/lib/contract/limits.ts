/**
 * Not shown in SPEC: the longest text message, in characters. Long enough for any real question
 * (a pasted error log), short enough that the robot's search and the server stay responsive.
 */
export const MESSAGE_MAX_LENGTH = 5000;

/** One SMS segment holds 70 Chinese characters (engineer helper: send short message). */
export const SMS_MAX_LENGTH = 70;

/** Not shown in SPEC: the largest picture, checked by the client and the server. */
export const IMAGE_MAX_BYTES = 10 * 1024 * 1024;

/** Not shown in SPEC: the largest file by default (the server's MAX_UPLOAD_MB may lower it). */
export const FILE_MAX_BYTES = 50 * 1024 * 1024;
