import * as OTPAuth from 'otpauth';
import QRCode from 'qrcode';
import { messages } from '../ui/messages.js';
import { imageNode, inputNode, submitNode, textNode, type UiNode } from '../ui/nodes.js';

/** Stored TOTP credential; `lastStep` refuses a code twice (replay within its 30 s window). */
export interface TotpCredential {
  secret: string;
  lastStep?: number;
}

const periodSeconds = 30;

function totpFor(secret: string, accountName: string) {
  return new OTPAuth.TOTP({
    issuer: 'Pool',
    label: accountName,
    algorithm: 'SHA1',
    digits: 6,
    period: periodSeconds,
    secret: OTPAuth.Secret.fromBase32(secret),
  });
}

export const newTotpSecret = () => new OTPAuth.Secret({ size: 20 }).base32;

/** The time step a code is valid for (±1 step for clock drift), or undefined when wrong or replayed. */
export function acceptedTotpStep(credential: TotpCredential, code: string, now: Date): number | undefined {
  if (!/^\d{6}$/.test(code)) return undefined;
  const delta = totpFor(credential.secret, '').validate({ token: code, timestamp: now.getTime(), window: 1 });
  if (delta === null) return undefined;
  const step = Math.floor(now.getTime() / 1000 / periodSeconds) + delta;
  return credential.lastStep !== undefined && step <= credential.lastStep ? undefined : step;
}

/** For tests: the current code of a secret. */
export const totpCode = (secret: string, now: Date) => totpFor(secret, '').generate({ timestamp: now.getTime() });

export const totpLoginNodes = (): UiNode[] => [
  inputNode('totp', 'totp_code', 'text', { value: '', required: true }, messages.loginTotpLabel()),
  submitNode('totp', 'method', 'totp', messages.loginUseTotp()),
];

/** Settings nodes: set-up (QR, secret, code) while none is linked, else the unlink button. */
export async function totpSettingsNodes(
  linked: boolean,
  pendingSecret: string,
  accountName: string,
): Promise<UiNode[]> {
  if (linked) {
    return [
      inputNode('totp', 'totp_unlink', 'submit', { value: 'true', required: true }, messages.settingsUnlinkTotp()),
    ];
  }
  const qr = await QRCode.toDataURL(totpFor(pendingSecret, accountName).toString(), { width: 256, margin: 1 });
  return [
    imageNode('totp', 'totp_qr', qr, messages.settingsTotpQr()),
    textNode('totp', 'totp_secret_key', messages.settingsTotpSecret(pendingSecret), messages.settingsTotpSecretLabel()),
    inputNode('totp', 'totp_code', 'text', { required: true }, messages.labelVerifyOtp()),
    submitNode('totp', 'method', 'totp', messages.labelSave()),
  ];
}
