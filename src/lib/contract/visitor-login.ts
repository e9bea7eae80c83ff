// A module of its own: the visitor's store (in the first paint) keeps the login in these words,
// and must not bring the rest of the visitor's answers' mapping with it.

/** The visitor's identity once signed in (SPEC §3 login result). */
export interface VisitorLogin {
  token: string;
  cubeUid: string;
}

export const toVisitorLogin = (result: { token: string; cube_uid: string }): VisitorLogin => ({
  token: result.token,
  cubeUid: result.cube_uid,
});
