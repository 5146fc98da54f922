// A WebAuthn authenticator in software for the server tests: a real P-256 key pair, real CBOR
// attestation ('none') and real ES256 signatures over authenticator data and the client data,
// exactly what a browser sends after a security key or phone answered. The browser tests use
// Chromium's own virtual authenticator instead.
import { createHash, generateKeyPairSync, randomBytes, sign, type KeyObject } from 'node:crypto';

type Cbor = number | string | Uint8Array | Cbor[] | Map<Cbor, Cbor> | { [key: string]: Cbor };

function head(major: number, length: number): Buffer {
  if (length < 24) return Buffer.from([(major << 5) | length]);
  if (length < 0x100) return Buffer.from([(major << 5) | 24, length]);
  if (length < 0x10000) return Buffer.from([(major << 5) | 25, length >> 8, length & 0xff]);
  const bytes = Buffer.alloc(5);
  bytes[0] = (major << 5) | 26;
  bytes.writeUInt32BE(length, 1);
  return bytes;
}

/** The few CBOR types WebAuthn needs: integers, byte and text strings, arrays and maps. */
function cbor(value: Cbor): Buffer {
  if (typeof value === 'number') return value >= 0 ? head(0, value) : head(1, -1 - value);
  if (typeof value === 'string') return Buffer.concat([head(3, Buffer.byteLength(value)), Buffer.from(value)]);
  if (value instanceof Uint8Array) return Buffer.concat([head(2, value.length), Buffer.from(value)]);
  if (Array.isArray(value)) return Buffer.concat([head(4, value.length), ...value.map(cbor)]);
  const entries = value instanceof Map ? [...value.entries()] : Object.entries(value);
  return Buffer.concat([head(5, entries.length), ...entries.flatMap(([key, item]) => [cbor(key), cbor(item)])]);
}

const sha256 = (data: Buffer | string) => createHash('sha256').update(data).digest();
const b64url = (data: Buffer) => data.toString('base64url');

const USER_PRESENT = 0x01;
const USER_VERIFIED = 0x04;
const ATTESTED_DATA = 0x40;

/** One credential of a software authenticator, for one relying party and origin. */
export class SoftAuthenticator {
  readonly credentialId = randomBytes(32);
  readonly #privateKey: KeyObject;
  readonly #publicKey: KeyObject;
  #counter = 0;
  /** what the authenticator reports: false stands for a key that did not ask for a PIN */
  userVerified = true;
  #userHandle = '';

  readonly rpId: string;
  readonly origin: string;

  constructor(rpId = 'localhost', origin = 'http://localhost') {
    this.rpId = rpId;
    this.origin = origin;
    const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
    this.#privateKey = privateKey;
    this.#publicKey = publicKey;
  }

  #authData(attested: boolean): Buffer {
    this.#counter += 1;
    const count = Buffer.alloc(4);
    count.writeUInt32BE(this.#counter);
    const flags = Buffer.from([USER_PRESENT | (this.userVerified ? USER_VERIFIED : 0) | (attested ? ATTESTED_DATA : 0)]);
    const parts: Buffer[] = [sha256(this.rpId), flags, count];
    if (attested) {
      const jwk = this.#publicKey.export({ format: 'jwk' });
      const coseKey = new Map<Cbor, Cbor>([[1, 2], [3, -7], [-1, 1], [-2, Buffer.from(jwk.x!, 'base64url')], [-3, Buffer.from(jwk.y!, 'base64url')]]);
      const idLength = Buffer.alloc(2);
      idLength.writeUInt16BE(this.credentialId.length);
      parts.push(Buffer.alloc(16), idLength, this.credentialId, cbor(coseKey));
    }
    return Buffer.concat(parts);
  }

  #clientData(type: string, challenge: string): Buffer {
    return Buffer.from(JSON.stringify({ type, challenge, origin: this.origin, crossOrigin: false }));
  }

  /** The answer to navigator.credentials.create() with the server's registration options. */
  register(options: { challenge: string; user: { id: string } }) {
    this.#userHandle = options.user.id;
    const attestationObject = cbor({ fmt: 'none', attStmt: {}, authData: this.#authData(true) });
    return {
      id: b64url(this.credentialId), rawId: b64url(this.credentialId), type: 'public-key',
      response: { clientDataJSON: b64url(this.#clientData('webauthn.create', options.challenge)), attestationObject: b64url(attestationObject), transports: ['internal'] },
      clientExtensionResults: {},
    };
  }

  /** The answer to navigator.credentials.get() with the server's sign-in options. */
  authenticate(options: { challenge: string }) {
    const authData = this.#authData(false);
    const clientData = this.#clientData('webauthn.get', options.challenge);
    const signature = sign('sha256', Buffer.concat([authData, sha256(clientData)]), this.#privateKey);
    return {
      id: b64url(this.credentialId), rawId: b64url(this.credentialId), type: 'public-key',
      response: { clientDataJSON: b64url(clientData), authenticatorData: b64url(authData), signature: b64url(signature), userHandle: this.#userHandle },
      clientExtensionResults: {},
    };
  }
}
