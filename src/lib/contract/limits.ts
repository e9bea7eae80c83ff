/**
 * Not shown in SPEC: the longest text message, in characters. Long enough for any real question
 * (a pasted error log), short enough that the robot's search and the server stay responsive.
 */
export const MESSAGE_MAX_LENGTH = 5000;
