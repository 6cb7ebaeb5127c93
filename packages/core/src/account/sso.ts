// Single sign-on from the partner site (SPEC §6 rule 8, §7 guigui_token). No zod here: the web
// shell's guard reads it on every navigation.

/** The partner's sign-on token is at most this many characters; a longer one is not posted. */
export const SSO_TOKEN_MAX = 512;
