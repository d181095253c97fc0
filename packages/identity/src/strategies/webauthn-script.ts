import { createHash } from 'node:crypto';

/**
 * `/.well-known/ory/webauthn.js`: the functions Ory's UIs call through a node's
 * `onclickTrigger` (`oryWebAuthnRegistration`, `oryWebAuthnLogin`) with the options from the
 * node's `value`. Loaded by `src` only, so it runs under `script-src 'self'`; for UIs that
 * render the inline `onclick` (blocked by such a CSP) a delegated click listener does the same.
 * The result goes into the hidden input and the form is posted, as Kratos's own script does.
 */
export const webauthnScript = `(function () {
  'use strict';
  var pending = false;
  function decode(value) {
    var base64 = value.replace(/-/g, '+').replace(/_/g, '/');
    while (base64.length % 4) base64 += '=';
    return Uint8Array.from(atob(base64), function (c) { return c.charCodeAt(0); });
  }
  function encode(buffer) {
    var bytes = new Uint8Array(buffer), text = '';
    for (var i = 0; i < bytes.length; i++) text += String.fromCharCode(bytes[i]);
    return btoa(text).replace(/\\+/g, '-').replace(/\\//g, '_').replace(/=+$/, '');
  }
  function options(opt) {
    return typeof opt === 'string' ? JSON.parse(opt) : opt;
  }
  function supported() {
    return !!(window.PublicKeyCredential && navigator.credentials);
  }
  function submit(resultName, triggerName, value) {
    var input = document.querySelector('[name="' + resultName + '"]');
    if (input) input.value = JSON.stringify(value);
    var trigger = document.querySelector('[name="' + triggerName + '"]');
    var form = trigger && trigger.closest('form');
    if (form) form.submit();
  }
  function run(ceremony) {
    if (pending) return;
    if (!supported()) { window.alert('This browser does not support security keys.'); return; }
    pending = true;
    ceremony().catch(function (error) { window.alert(error && error.message ? error.message : String(error)); })
      .then(function () { pending = false; });
  }
  function register(opt) {
    run(function () {
      var publicKey = options(opt).publicKey;
      publicKey.challenge = decode(publicKey.challenge);
      publicKey.user.id = decode(publicKey.user.id);
      (publicKey.excludeCredentials || []).forEach(function (c) { c.id = decode(c.id); });
      return navigator.credentials.create({ publicKey: publicKey }).then(function (credential) {
        submit('webauthn_register', 'webauthn_register_trigger', {
          id: credential.id,
          rawId: encode(credential.rawId),
          type: credential.type,
          response: {
            attestationObject: encode(credential.response.attestationObject),
            clientDataJSON: encode(credential.response.clientDataJSON),
            transports: credential.response.getTransports ? credential.response.getTransports() : []
          },
          clientExtensionResults: credential.getClientExtensionResults ? credential.getClientExtensionResults() : {}
        });
      });
    });
  }
  function login(opt) {
    run(function () {
      var publicKey = options(opt).publicKey;
      publicKey.challenge = decode(publicKey.challenge);
      (publicKey.allowCredentials || []).forEach(function (c) { c.id = decode(c.id); });
      return navigator.credentials.get({ publicKey: publicKey }).then(function (credential) {
        submit('webauthn_login', 'webauthn_login_trigger', {
          id: credential.id,
          rawId: encode(credential.rawId),
          type: credential.type,
          response: {
            authenticatorData: encode(credential.response.authenticatorData),
            clientDataJSON: encode(credential.response.clientDataJSON),
            signature: encode(credential.response.signature),
            userHandle: credential.response.userHandle ? encode(credential.response.userHandle) : undefined
          },
          clientExtensionResults: credential.getClientExtensionResults ? credential.getClientExtensionResults() : {}
        });
      });
    });
  }
  window.oryWebAuthnRegistration = window.__oryWebAuthnRegistration = register;
  window.oryWebAuthnLogin = window.__oryWebAuthnLogin = login;
  document.addEventListener('click', function (event) {
    var target = event.target && event.target.closest && event.target.closest('[name="webauthn_register_trigger"],[name="webauthn_login_trigger"]');
    if (!target || !target.value) return;
    event.preventDefault();
    (target.name === 'webauthn_login_trigger' ? login : register)(target.value);
  });
})();
`;

/** Subresource integrity of the script, as the script node's `integrity`. */
export const webauthnScriptIntegrity = `sha512-${createHash('sha512').update(webauthnScript).digest('base64')}`;
