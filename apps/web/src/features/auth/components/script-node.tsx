import { useEffect } from 'react';
import type { UiNodeScriptAttributes } from '@ory/client-fetch';
import { isSameOriginScript } from '../nodes';

/** A script node (e.g. /api/identity/.well-known/ory/webauthn.js) added to the document while shown. */
export function ScriptNode({ attributes }: { attributes: UiNodeScriptAttributes }) {
  const { src, async, crossorigin, integrity, referrerpolicy, type, id, nonce } = attributes;
  useEffect(() => {
    if (!isSameOriginScript(src)) return;
    const script = document.createElement('script');
    script.src = src;
    script.async = async;
    if (crossorigin) script.crossOrigin = crossorigin;
    if (integrity) script.integrity = integrity;
    if (referrerpolicy) script.referrerPolicy = referrerpolicy;
    if (type) script.type = type;
    if (id) script.id = id;
    if (nonce) script.nonce = nonce;
    document.head.appendChild(script);
    return () => script.remove();
  }, [src, async, crossorigin, integrity, referrerpolicy, type, id, nonce]);
  return null;
}
