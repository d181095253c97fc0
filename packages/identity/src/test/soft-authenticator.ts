import { createHash, createSign, generateKeyPairSync, randomBytes, type KeyObject } from 'node:crypto';
import { isoCBOR } from '@simplewebauthn/server/helpers';

/**
 * A software security key for tests: makes "none" attestations and ES256 assertions the way
 * a browser's navigator.credentials would, for a given origin.
 */
export function softAuthenticator(origin: string) {
  const rpId = new URL(origin).hostname;
  const credentialId = randomBytes(16);
  const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  let signCount = 0;
  const rpIdHash = createHash('sha256').update(rpId).digest();
  const clientData = (type: string, challenge: string) =>
    Buffer.from(JSON.stringify({ type, challenge, origin, crossOrigin: false }));

  return {
    id: credentialId.toString('base64url'),
    /** The `webauthn_register` value for the options in a `webauthn_register_trigger` node. */
    register(optionsJson: string): string {
      const { publicKey: options } = JSON.parse(optionsJson) as { publicKey: { challenge: string } };
      const jwk = publicKey.export({ format: 'jwk' });
      const cose = new Map<number, number | Uint8Array>([
        [1, 2],
        [3, -7],
        [-1, 1],
        [-2, Buffer.from(jwk.x!, 'base64url')],
        [-3, Buffer.from(jwk.y!, 'base64url')],
      ]);
      const length = Buffer.alloc(2);
      length.writeUInt16BE(credentialId.length);
      const authData = Buffer.concat([
        rpIdHash,
        Buffer.from([0x41]), // user present + attested credential data
        counter(signCount),
        Buffer.alloc(16), // aaguid
        length,
        credentialId,
        Buffer.from(isoCBOR.encode(cose)),
      ]);
      const attestationObject = isoCBOR.encode(
        new Map<string, unknown>([
          ['fmt', 'none'],
          ['attStmt', new Map()],
          ['authData', new Uint8Array(authData)],
        ]) as never,
      );
      return JSON.stringify({
        id: this.id,
        rawId: this.id,
        type: 'public-key',
        response: {
          attestationObject: Buffer.from(attestationObject).toString('base64url'),
          clientDataJSON: clientData('webauthn.create', options.challenge).toString('base64url'),
        },
      });
    },
    /** The `webauthn_login` value for the options in a `webauthn_login_trigger` node. */
    assert(optionsJson: string): string {
      const { publicKey: options } = JSON.parse(optionsJson) as { publicKey: { challenge: string } };
      signCount += 1;
      const authData = Buffer.concat([rpIdHash, Buffer.from([0x01]), counter(signCount)]);
      const clientDataJSON = clientData('webauthn.get', options.challenge);
      const signature = sign(
        privateKey,
        Buffer.concat([authData, createHash('sha256').update(clientDataJSON).digest()]),
      );
      return JSON.stringify({
        id: this.id,
        rawId: this.id,
        type: 'public-key',
        response: {
          authenticatorData: authData.toString('base64url'),
          clientDataJSON: clientDataJSON.toString('base64url'),
          signature: signature.toString('base64url'),
        },
      });
    },
  };
}

function counter(value: number) {
  const buffer = Buffer.alloc(4);
  buffer.writeUInt32BE(value);
  return buffer;
}

const sign = (key: KeyObject, data: Buffer) => createSign('sha256').update(data).sign(key);
