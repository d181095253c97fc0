import { errors } from '../errors.js';
import { field, stringField, type Body } from '../http/body.js';
import { publicUrl, uiUrl, validateReturnTo } from '../http/urls.js';
import { limits } from '../options.js';
import { saveFlow, type FlowRecord, type FlowType } from '../repository/flows.js';
import {
  credentialTypes,
  deleteCredential,
  findIdentityById,
  getCredential,
  setCredential,
  updateTraits,
  type IdentityRecord,
} from '../repository/identities.js';
import { deactivateOtherSessions, recordAuthentication } from '../repository/sessions.js';
import { aal2LoginUrl, needsSecondFactor, type ActiveSession } from '../session/resolve.js';
import { identityJson } from '../session/json.js';
import { hashPassword } from '../strategies/password-hash.js';
import { generateLookupCodes, lookupCredentialOf, lookupSettingsNodes } from '../strategies/lookup-secret.js';
import { acceptedTotpStep, newTotpSecret, totpSettingsNodes, type TotpCredential } from '../strategies/totp.js';
import {
  keyForRemoval,
  newChallenge,
  relyingParty,
  verifyNewKey,
  webauthnSettingsNodes,
} from '../strategies/webauthn.js';
import { messages } from '../ui/messages.js';
import { inputNode, submitNode, type UiNode } from '../ui/nodes.js';
import { createFlow, csrfNodes, flowBase, flowUiUrl, methodOf, uiContainer, type FlowContext } from './common.js';
import type { SubmitOutcome } from './outcome.js';
import { parseTraits, traitNodes } from './traits.js';
import { startVerificationFor } from './verification.js';

export const createSettingsFlow = (ctx: FlowContext, type: FlowType, identityId: string, returnTo?: string) =>
  createFlow(ctx, {
    kind: 'settings',
    type,
    state: 'show_form',
    identityId,
    returnTo,
    lifespanMs: limits.settingsFlowMs,
    requestUrl: publicUrl(ctx.urls, `/self-service/settings/${type}`),
  });

/**
 * Settings need a session of the flow's identity that satisfies `highest_available` (an
 * identity with a second factor must have used it): 401 / 403 otherwise.
 */
export async function requireSettingsSession(ctx: FlowContext, identityId?: string | null): Promise<ActiveSession> {
  const active = ctx.active;
  if (!active) throw errors.noActiveSession();
  if (identityId && active.identity.id !== identityId) throw errors.identityMismatch();
  if (await needsSecondFactor(ctx.core, active)) {
    throw errors.aal2Required(aal2LoginUrl(ctx.urls, uiUrl(ctx.urls, ctx.core.options.uiPaths, 'settings')));
  }
  return active;
}

export async function initSettingsFlow(ctx: FlowContext, type: FlowType, query: { return_to?: string }) {
  const returnTo = validateReturnTo(ctx.core.options, ctx.urls, query.return_to);
  const active = await requireSettingsSession(ctx);
  return createSettingsFlow(ctx, type, active.identity.id, returnTo);
}

export async function renderSettingsFlow(ctx: FlowContext, flow: FlowRecord) {
  const identity = flow.identityId ? await findIdentityById(ctx.core.db, flow.identityId) : undefined;
  if (!identity) throw errors.flowNotFound();
  if (!flow.data.pendingTotpSecret || !flow.data.webauthnChallenge) {
    // The TOTP secret and the WebAuthn challenge offered must stay the same while the user acts on them.
    flow.data.pendingTotpSecret ??= newTotpSecret();
    flow.data.webauthnChallenge ??= newChallenge();
    await saveFlow(ctx.core.db, flow, ctx.now);
  }
  return {
    ...flowBase(flow),
    identity: identityJson(ctx.urls, identity),
    ui: uiContainer(ctx, flow, [...csrfNodes(flow), ...(await settingsNodes(ctx, flow, identity))]),
    state: flow.state,
    ...(flow.data.continueWith ? { continue_with: flow.data.continueWith } : {}),
    organization_id: null,
  };
}

async function settingsNodes(ctx: FlowContext, flow: FlowRecord, identity: IdentityRecord): Promise<UiNode[]> {
  const types = await credentialTypes(ctx.core.db, identity.id);
  const lookup = await getCredential(ctx.core.db, identity.id, 'lookup_secret');
  const webauthn = await getCredential(ctx.core.db, identity.id, 'webauthn');
  return [
    ...traitNodes('profile', identity.traits),
    submitNode('profile', 'method', 'profile', messages.labelSave()),
    inputNode(
      'password',
      'password',
      'password',
      { required: true, autocomplete: 'new-password' },
      messages.labelPassword(),
    ),
    submitNode('password', 'method', 'password', messages.labelSave()),
    ...lookupSettingsNodes({
      pendingCodes: flow.data.pendingLookupCodes,
      credential: lookup,
      reveal: flow.data.revealLookupCodes ?? false,
    }),
    ...(await webauthnSettingsNodes(
      relyingParty(ctx.core.options, ctx.urls),
      ctx.urls,
      identity,
      webauthn?.keys ?? [],
      flow.data.webauthnChallenge ?? '',
    )),
    ...(await totpSettingsNodes(types.has('totp'), flow.data.pendingTotpSecret ?? '', identity.email)),
  ];
}

/** `POST /self-service/settings?flow=` for methods profile, password, totp, lookup_secret and webauthn. */
export async function submitSettings(ctx: FlowContext, flow: FlowRecord, body: Body): Promise<SubmitOutcome> {
  const active = await requireSettingsSession(ctx, flow.identityId);
  // Kratos's script posts the form natively: the trigger is a button, so `method` may be absent.
  const webauthnFields = field(body, 'webauthn_register') !== undefined || field(body, 'webauthn_remove') !== undefined;
  const method = webauthnFields ? 'webauthn' : methodOf(body);
  if (method === 'profile') return updateProfile(ctx, flow, active, body);
  const update = method ? privilegedUpdates[method] : undefined;
  if (!update) {
    flow.data.messages = [messages.validationGeneric('Could not find a strategy to update your settings.')];
    return { kind: 'invalid', flow };
  }
  requirePrivileged(ctx, flow, active);
  return update(ctx, flow, active, body);
}

/** Methods that change credentials: each needs a recent sign-in first. */
const privilegedUpdates: Record<string, typeof updatePassword | undefined> = {
  password: updatePassword,
  totp: updateTotp,
  lookup_secret: updateLookupSecret,
  webauthn: updateWebAuthn,
};

/** Sensitive changes need a recent sign-in (15 minutes), else a re-authentication round trip. */
function requirePrivileged(ctx: FlowContext, flow: FlowRecord, active: ActiveSession): void {
  if (ctx.now.getTime() - active.session.authenticatedAt.getTime() <= limits.privilegedSessionMs) return;
  const returnTo = flowUiUrl(ctx, flow);
  throw errors.refreshRequired(
    publicUrl(ctx.urls, '/self-service/login/browser', { refresh: 'true', return_to: returnTo }),
  );
}

/** Saved: the flow shows success; with a return_to, Kratos sends the browser there. */
function saved(ctx: FlowContext, flow: FlowRecord): Extract<SubmitOutcome, { kind: 'flow' }> {
  flow.state = 'success';
  flow.data.messages = [messages.settingsSaved()];
  if (flow.returnTo) {
    flow.data.continueWith = [{ action: 'redirect_browser_to', redirect_browser_to: flow.returnTo }];
    return { kind: 'flow', flow, redirectTo: flow.returnTo };
  }
  delete flow.data.continueWith;
  return { kind: 'flow', flow, redirectTo: flowUiUrl(ctx, flow) };
}

async function updateProfile(
  ctx: FlowContext,
  flow: FlowRecord,
  active: ActiveSession,
  body: Body,
): Promise<SubmitOutcome> {
  const parsed = parseTraits(body);
  if (!parsed.ok) {
    flow.data.feedback = { values: parsed.values, fieldMessages: parsed.fieldMessages };
    return { kind: 'invalid', flow };
  }
  const emailChanged = parsed.traits.email.toLowerCase() !== active.identity.email.toLowerCase();
  // The address is the login identifier: changing it is as sensitive as changing the password.
  if (emailChanged) requirePrivileged(ctx, flow, active);
  if (!(await updateTraits(ctx.core.db, active.identity.id, parsed.traits, ctx.now))) {
    flow.data.feedback = { values: parsed.values };
    flow.data.messages = [messages.duplicateCredentials()];
    return { kind: 'invalid', flow };
  }
  const outcome = saved(ctx, flow);
  const identity = await findIdentityById(ctx.core.db, active.identity.id);
  if (emailChanged && identity) {
    const verification = await startVerificationFor(ctx, flow.type, identity);
    flow.data.continueWith = [
      {
        action: 'show_verification_ui',
        flow: { id: verification.id, verifiable_address: identity.email, url: flowUiUrl(ctx, verification) },
      },
      // Verify first: a redirect_browser_to item would leave the page.
      ...(flow.data.continueWith ?? []),
    ];
    return { ...outcome, redirectTo: flowUiUrl(ctx, verification) };
  }
  return outcome;
}

async function updatePassword(
  ctx: FlowContext,
  flow: FlowRecord,
  active: ActiveSession,
  body: Body,
): Promise<SubmitOutcome> {
  const password = stringField(body, 'password');
  const violation = password
    ? ctx.core.passwordPolicy.violation(password, active.identity.email)
    : messages.required('password');
  if (violation || !password) {
    flow.data.feedback = { fieldMessages: { password: [violation ?? messages.required('password')] } };
    return { kind: 'invalid', flow };
  }
  await setCredential(ctx.core.db, active.identity.id, 'password', { hash: await hashPassword(password) }, ctx.now);
  // Whoever knew the old password is signed out everywhere else; this session stays.
  await deactivateOtherSessions(ctx.core.db, active.identity.id, active.session.id);
  return saved(ctx, flow);
}

async function updateTotp(
  ctx: FlowContext,
  flow: FlowRecord,
  active: ActiveSession,
  body: Body,
): Promise<SubmitOutcome> {
  const identityId = active.identity.id;
  if (field(body, 'totp_unlink') === true || field(body, 'totp_unlink') === 'true') {
    await deleteCredential(ctx.core.db, identityId, 'totp');
    flow.data.pendingTotpSecret = newTotpSecret();
    return saved(ctx, flow);
  }
  const code = stringField(body, 'totp_code')?.trim();
  const secret = flow.data.pendingTotpSecret;
  if (!code) {
    flow.data.feedback = { fieldMessages: { totp_code: [messages.required('totp_code')] } };
    return { kind: 'invalid', flow };
  }
  const step = secret ? acceptedTotpStep({ secret }, code, ctx.now) : undefined;
  if (!secret || step === undefined) {
    flow.data.feedback = { fieldMessages: { totp_code: [messages.totpWrong()] } };
    return { kind: 'invalid', flow };
  }
  const credential: TotpCredential = { secret, lastStep: step };
  await setCredential(ctx.core.db, identityId, 'totp', credential, ctx.now);
  // The user just proved possession of the authenticator: this session counts as aal2.
  await recordAuthentication(
    ctx.core.db,
    active.session.id,
    { method: 'totp', aal: 'aal2', completed_at: ctx.now.toISOString() },
    { firstFactor: false },
  );
  return saved(ctx, flow);
}

async function updateLookupSecret(
  ctx: FlowContext,
  flow: FlowRecord,
  active: ActiveSession,
  body: Body,
): Promise<SubmitOutcome> {
  const pressed = (name: string) => field(body, name) === true || field(body, name) === 'true';
  const identityId = active.identity.id;
  delete flow.data.revealLookupCodes;
  if (pressed('lookup_secret_regenerate')) {
    flow.data.pendingLookupCodes = generateLookupCodes();
    flow.state = 'show_form';
    return { kind: 'flow', flow, redirectTo: flowUiUrl(ctx, flow) };
  }
  if (pressed('lookup_secret_confirm') && flow.data.pendingLookupCodes) {
    await setCredential(
      ctx.core.db,
      identityId,
      'lookup_secret',
      lookupCredentialOf(identityId, flow.data.pendingLookupCodes),
      ctx.now,
    );
    delete flow.data.pendingLookupCodes;
    return saved(ctx, flow);
  }
  if (pressed('lookup_secret_reveal')) {
    flow.data.revealLookupCodes = true;
    flow.state = 'show_form';
    return { kind: 'flow', flow, redirectTo: flowUiUrl(ctx, flow) };
  }
  if (pressed('lookup_secret_disable')) {
    await deleteCredential(ctx.core.db, identityId, 'lookup_secret');
    delete flow.data.pendingLookupCodes;
    return saved(ctx, flow);
  }
  flow.data.messages = [messages.validationGeneric('Could not find a strategy to update your settings.')];
  return { kind: 'invalid', flow };
}

async function updateWebAuthn(
  ctx: FlowContext,
  flow: FlowRecord,
  active: ActiveSession,
  body: Body,
): Promise<SubmitOutcome> {
  const identityId = active.identity.id;
  const config = (await getCredential(ctx.core.db, identityId, 'webauthn')) ?? { keys: [] };
  const removal = stringField(body, 'webauthn_remove');
  if (removal) {
    const key = keyForRemoval(config.keys, removal);
    if (!key) {
      flow.data.messages = [messages.noWebAuthnUser()];
      return { kind: 'invalid', flow };
    }
    const keys = config.keys.filter((candidate) => candidate !== key);
    if (keys.length) await setCredential(ctx.core.db, identityId, 'webauthn', { keys }, ctx.now);
    else await deleteCredential(ctx.core.db, identityId, 'webauthn');
    return saved(ctx, flow);
  }
  const registration = stringField(body, 'webauthn_register');
  const displayName = stringField(body, 'webauthn_register_displayname')?.trim().slice(0, 64);
  if (!displayName) {
    flow.data.feedback = {
      fieldMessages: { webauthn_register_displayname: [messages.required('webauthn_register_displayname')] },
    };
    return { kind: 'invalid', flow };
  }
  const challenge = flow.data.webauthnChallenge;
  const key =
    registration && challenge
      ? await verifyNewKey(relyingParty(ctx.core.options, ctx.urls), challenge, registration, displayName, ctx.now)
      : undefined;
  if (!key) {
    flow.data.messages = [messages.validationGeneric('Unable to parse WebAuthn response.')];
    return { kind: 'invalid', flow };
  }
  await setCredential(ctx.core.db, identityId, 'webauthn', { keys: [...config.keys, key] }, ctx.now);
  // A challenge is good for one key only.
  flow.data.webauthnChallenge = newChallenge();
  await recordAuthentication(
    ctx.core.db,
    active.session.id,
    { method: 'webauthn', aal: 'aal2', completed_at: ctx.now.toISOString() },
    { firstFactor: false },
  );
  return saved(ctx, flow);
}
