/**
 * The second-factor method groups in the order the dialog prefers them (product §4). A
 * module of their own: the signed-in area's banner takes them without the identity form
 * helpers (`nodes.ts`), which come with the sign-in pages' file.
 */
export const secondFactorGroups = ['totp', 'lookup_secret', 'webauthn'] as const;
export type SecondFactorGroup = (typeof secondFactorGroups)[number];
