/**
 * Kratos UI texts by message id (see kratos-message-ids.json). Clients translate by `id`;
 * `text` is the English fallback and must match Kratos's template.
 */
export interface UiText {
  id: number;
  text: string;
  type: 'info' | 'error' | 'success';
  context?: Record<string, unknown>;
}

const info = (id: number, text: string, context?: Record<string, unknown>): UiText =>
  context ? { id, text, type: 'info', context } : { id, text, type: 'info' };
const error = (id: number, text: string, context?: Record<string, unknown>): UiText =>
  context ? { id, text, type: 'error', context } : { id, text, type: 'error' };

export const messages = {
  loginSignIn: () => info(1010001, 'Sign in'),
  loginReAuth: () => info(1010003, 'Please confirm this action by verifying that it is you.'),
  loginMfa: () => info(1010004, 'Please complete the second authentication challenge.'),
  loginTotpLabel: () => info(1010006, 'Authentication code'),
  loginLookupLabel: () => info(1010007, 'Backup recovery code'),
  loginWebAuthn: () => info(1010008, 'Sign in with a hardware key'),
  loginUseTotp: () => info(1010009, 'Use Authenticator'),
  loginUseLookup: () => info(1010010, 'Use backup recovery code'),
  loginWithPassword: () => info(1010022, 'Sign in with password'),
  registrationSignUp: () => info(1040001, 'Sign up'),
  settingsSaved: (): UiText => ({ id: 1050001, text: 'Your changes have been saved!', type: 'success' }),
  settingsUnlinkTotp: () => info(1050004, 'Unlink TOTP Authenticator App'),
  settingsTotpQr: () => info(1050005, 'Authenticator app QR code'),
  settingsTotpSecret: (secret: string) => info(1050006, secret, { secret }),
  settingsRevealLookup: () => info(1050007, 'Reveal backup recovery codes'),
  settingsRegenerateLookup: () => info(1050008, 'Generate new backup recovery codes'),
  settingsLookupSecret: (secret: string) => info(1050009, secret, { secret }),
  settingsLookupSecretLabel: () =>
    info(1050010, 'These are your back up recovery codes. Please keep them in a safe place!'),
  settingsLookupConfirm: () => info(1050011, 'Confirm backup recovery codes'),
  settingsRegisterWebAuthn: () => info(1050012, 'Add security key'),
  settingsWebAuthnDisplayName: () => info(1050013, 'Name of the security key'),
  settingsLookupSecretUsed: (usedAt: Date) =>
    info(1050014, `Secret was used at ${usedAt.toISOString()}`, {
      used_at: usedAt.toISOString(),
      used_at_unix: Math.floor(usedAt.getTime() / 1000),
    }),
  settingsLookupSecretList: (secrets: UiText[]) =>
    info(1050015, secrets.map((secret) => secret.text).join(', '), { secrets }),
  settingsDisableLookup: () => info(1050016, 'Disable this method'),
  settingsTotpSecretLabel: () =>
    info(1050017, 'This is your authenticator app secret. Use it if you can not scan the QR code.'),
  settingsRemoveWebAuthn: (displayName: string, addedAt: Date) =>
    info(1050018, `Remove security key "${displayName}"`, {
      display_name: displayName,
      added_at: addedAt.toISOString(),
      added_at_unix: Math.floor(addedAt.getTime() / 1000),
    }),
  recoverySuccessful: (privilegedUntil: Date, now: Date): UiText => {
    const minutes = (privilegedUntil.getTime() - now.getTime()) / 60_000;
    return {
      id: 1060001,
      text: `You successfully recovered your account. Please change your password or set up an alternative login method (e.g. social sign in) within the next ${minutes.toFixed(2)} minutes.`,
      type: 'success',
      context: {
        privilegedSessionExpiresAt: privilegedUntil.toISOString(),
        privileged_session_expires_at: privilegedUntil.toISOString(),
        privileged_session_expires_at_unix: Math.floor(privilegedUntil.getTime() / 1000),
      },
    };
  },
  recoveryCodeSent: () =>
    info(
      1060003,
      'An email containing a recovery code has been sent to the email address you provided. If you have not received an email, check the spelling of the address and make sure to use the address you registered with.',
    ),
  labelPassword: () => info(1070001, 'Password'),
  labelGenerated: (title: string, name: string) => info(1070002, title, { name, title }),
  labelSave: () => info(1070003, 'Save'),
  labelVerifyOtp: () => info(1070006, 'Verify code'),
  labelEmail: () => info(1070007, 'Email'),
  labelResendCode: () => info(1070008, 'Resend code'),
  labelContinue: () => info(1070009, 'Continue'),
  labelRecoveryCode: () => info(1070010, 'Recovery code'),
  labelVerificationCode: () => info(1070011, 'Verification code'),
  verificationSuccessful: (): UiText => ({
    id: 1080002,
    text: 'You successfully verified your email address.',
    type: 'success',
  }),
  verificationCodeSent: () =>
    info(
      1080003,
      'An email containing a verification code has been sent to the email address you provided. If you have not received an email, check the spelling of the address and make sure to use the address you registered with.',
    ),
  validationGeneric: (reason: string) => error(4000001, reason, { reason }),
  required: (property: string) => error(4000002, `Property ${property} is missing.`, { property }),
  passwordPolicy: (reason: string) => error(4000005, `The password can not be used because ${reason}.`, { reason }),
  invalidCredentials: () =>
    error(
      4000006,
      'The provided credentials are invalid, check for spelling mistakes in your password or username, email address, or phone number.',
    ),
  duplicateCredentials: () =>
    error(4000007, 'An account with the same identifier (email, phone, username, ...) exists already.'),
  totpWrong: () => error(4000008, 'The provided authentication code is invalid, please try again.'),
  lookupAlreadyUsed: () => error(4000012, 'This backup recovery code has already been used.'),
  noWebAuthnUser: () => error(4000015, 'This account does not exist or has no security key set up.'),
  lookupInvalid: () => error(4000016, 'The backup recovery code is not valid.'),
  passwordTooSimilar: () => error(4000031, 'The password can not be used because it is too similar to the identifier.'),
  passwordMinLength: (minLength: number, actualLength: number) =>
    error(4000032, `The password must be at least ${minLength} characters long, but got ${actualLength}.`, {
      min_length: minLength,
      actual_length: actualLength,
    }),
  passwordMaxLength: (maxLength: number, actualLength: number) =>
    error(4000033, `The password must be at most ${maxLength} characters long, but got ${actualLength}.`, {
      max_length: maxLength,
      actual_length: actualLength,
    }),
  passwordBreached: () => error(4000034, 'The password has been found in data breaches and must no longer be used.'),
  loginFlowExpired: (expiredAt: Date, now: Date) =>
    error(
      4010001,
      `The login flow expired ${((now.getTime() - expiredAt.getTime()) / 60_000).toFixed(2)} minutes ago, please try again.`,
      { expired_at: expiredAt.toISOString(), expired_at_unix: Math.floor(expiredAt.getTime() / 1000) },
    ),
  loginNoStrategy: () =>
    error(4010002, 'Could not find a strategy to log you in with. Did you fill out the form correctly?'),
  loginRetrySuccess: () => error(4010007, 'The request was already completed successfully and can not be retried.'),
  registrationRetrySuccess: () =>
    error(4040002, 'The request was already completed successfully and can not be retried.'),
  registrationNoStrategy: () =>
    error(4010003, 'Could not find a strategy to sign you up with. Did you fill out the form correctly?'),
  recoveryRetrySuccess: () => error(4060001, 'The request was already completed successfully and can not be retried.'),
  recoveryStateFailure: () => error(4060002, 'The recovery flow reached a failure state and must be retried.'),
  recoveryCodeInvalid: () => error(4060006, 'The recovery code is invalid or has already been used. Please try again.'),
  verificationRetrySuccess: () =>
    error(4070002, 'The request was already completed successfully and can not be retried.'),
  verificationStateFailure: () => error(4070003, 'The verification flow reached a failure state and must be retried.'),
  verificationCodeInvalid: () =>
    error(4070006, 'The verification code is invalid or has already been used. Please try again.'),
} as const;
