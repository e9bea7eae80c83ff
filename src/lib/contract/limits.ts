/**
 * Not shown in SPEC: the longest text message, in characters. Long enough for any real question
 * (a pasted error log), short enough that the robot's search and the server stay responsive.
 */
export const MESSAGE_MAX_LENGTH = 5000;

/** One SMS segment holds 70 Chinese characters (engineer helper: send short message). */
export const SMS_MAX_LENGTH = 70;
