import { createHmac, timingSafeEqual } from 'node:crypto';
import { IMAGE_FORMATS } from '@trilha/shared/constants';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Clock } from './clock';
import { isValidKey } from './storage';

/**
 * Who may load stored files (`/files/<key>`). Brand images (logos, icons, login and landing images) are
 * public. Every other file (members' photos, evidence and uploads, course media and documents) is served
 * only with a signature made for the company of the host it is asked on, and only until it expires: an
 * `<img>`, `<video>`, the PDF viewer or a download link loads `/files/<key>?sig=<expiry>.<mac>` like any
 * address. The API signs every file address it answers for the caller's company (see `registerFileSigning`),
 * so the rooms that answer addresses keep storing and returning plain `/files/<key>` values.
 */
export type FileAccess = ReturnType<typeof createFileAccess>;

/** Signatures are made per window, so one file has the same address for hours and browsers cache it. */
const WINDOW_SECONDS = 12 * 60 * 60;
/** Signatures kept per process for the current window (the map starts again when full). */
const SIGNATURE_CACHE_SIZE = 50_000;

/** `/files/<key>` and an optional signature already on it, in a JSON text or in HTML inside one. */
const ADDRESS =
  /(?<=^|["'(=\s,])\/files\/([A-Za-z0-9][A-Za-z0-9._-]*(?:\/[A-Za-z0-9][A-Za-z0-9._-]*)*)(?:\?sig=[\w.-]*)?/g;

/** Keys that name the company they belong to: `<area>/<idCompany>/...` (profile photos, evidence, uploads...). */
const OWNED_KEY = /^[a-z][a-z0-9-]*\/(\d{1,10})\//;
/** An image's format variant (`photo-format-portrait.jpg`, spec 3, 9), which the app derives from the image's address. */
const VARIANT = new RegExp(`-format-(?:${IMAGE_FORMATS.join('|')})(\\.[A-Za-z0-9]{2,5})$`);

/**
 * What a signature covers: the key, or for a format variant the image it is a variant of, so the address the
 * app derives for a variant (same signature, suffix before the extension) loads too.
 */
export function signedNameOf(key: string): string {
  return key.replace(VARIANT, '$1');
}

/** Files imported with a company's pack: `packs/<company key>/...`. */
const PACK_KEY = /^packs\/([^/]+)\//;
const PACK_CACHE_MS = 5 * 60 * 1000;

/**
 * Package files are served only through the signed package route (`/scorm-content/<token>/...`), never here:
 * their keys are guessable from the manifest, and uploaded zips are kept under the same prefix.
 */
export function isPackageKey(key: string): boolean {
  return key.startsWith('scorm/');
}

/** The company a key names by id (`<area>/<idCompany>/...`), when it names one. */
export function ownerCompanyOf(key: string): number | undefined {
  const match = OWNED_KEY.exec(key);
  return match ? Number(match[1]) : undefined;
}

/** The key of a `/files/<key>` address (its signature, if any, dropped); undefined for other addresses. */
export function keyOfAddress(address: string): string | undefined {
  const match = /^\/files\/([^?#]+)(?:\?[^#]*)?$/.exec(address);
  return match?.[1] && isValidKey(match[1]) ? match[1] : undefined;
}

type FileAccessDeps = {
  secret: Uint8Array;
  clock: Clock;
  /** The company that imported the pack of a company key (`pack_keys`), for `packs/<key>/...` files. */
  findPackCompany: (companyKey: string) => Promise<number | undefined>;
};

/**
 * Whose a file is decides who may get its address signed: a key naming a company by id, or a pack's key,
 * belongs to that company only (so a member who writes another company's file address into a chat message
 * gets it back unsigned); a pack nobody imported belongs to nobody. Demo files (`demo/...`) and other keys
 * without an owner are signed for any company that answers them: their keys are either public samples or
 * random.
 */
export function createFileAccess({ secret, clock, findPackCompany }: FileAccessDeps) {
  // A key of its own, so a file signature can never be taken for a session token's or the reverse.
  const macKey = createHmac('sha256', secret).update('trilha:files').digest();
  const mac = (key: string, idCompany: number, expires: number) =>
    createHmac('sha256', macKey)
      .update(`${signedNameOf(key)}\n${idCompany}\n${expires}`)
      .digest()
      .subarray(0, 18)
      .toString('base64url');
  const seconds = () => Math.floor(clock.now().getTime() / 1000);
  /** The end of the next window: every signature lives between 12 and 24 hours. */
  const currentExpiry = () => (Math.floor(seconds() / WINDOW_SECONDS) + 2) * WINDOW_SECONDS;
  // A signature depends only on the key, the company and the window, so each is computed once per window: an
  // answer full of images (a learning home) would otherwise make an HMAC per address on every request.
  const signatures = new Map<string, string>();
  let signaturesExpiry = 0;
  const sign = (key: string, idCompany: number) => {
    const expires = currentExpiry();
    if (expires !== signaturesExpiry) {
      signatures.clear();
      signaturesExpiry = expires;
    }
    const name = `${idCompany}\n${key}`;
    let signature = signatures.get(name);
    if (signature === undefined) {
      if (signatures.size >= SIGNATURE_CACHE_SIZE) signatures.clear();
      signature = `${expires}.${mac(key, idCompany, expires)}`;
      signatures.set(name, signature);
    }
    return signature;
  };

  const packOwners = new Map<string, { idCompany: number | undefined; until: number }>();
  async function packOwner(companyKey: string): Promise<number | undefined> {
    const now = clock.now().getTime();
    const known = packOwners.get(companyKey);
    if (known && known.until > now) return known.idCompany;
    const idCompany = await findPackCompany(companyKey);
    if (packOwners.size >= 1000) packOwners.clear();
    packOwners.set(companyKey, { idCompany, until: now + PACK_CACHE_MS });
    return idCompany;
  }
  /** The company a key belongs to, `'any'` when it belongs to none in particular, undefined for nobody. */
  async function ownerOf(key: string): Promise<number | 'any' | undefined> {
    const owner = ownerCompanyOf(key);
    if (owner !== undefined) return owner;
    const pack = PACK_KEY.exec(key)?.[1];
    if (pack) return packOwner(pack);
    return 'any';
  }
  /** Package files and files of another company are never signed: their address stays plain (and refused). */
  async function isSignable(key: string, idCompany: number): Promise<boolean> {
    if (isPackageKey(key)) return false;
    const owner = await ownerOf(key);
    return owner === 'any' || owner === idCompany;
  }

  return {
    /**
     * The address a member of `idCompany` may load a stored file at: `keyOrAddress` is a key (`a/b.png`) or a
     * `/files/...` address (signed or not). Other addresses (external `https:` links) come back unchanged.
     */
    async addressFor(idCompany: number, keyOrAddress: string): Promise<string> {
      const key = keyOrAddress.startsWith('/files/') ? keyOfAddress(keyOrAddress) : keyOrAddress;
      if (!key || !isValidKey(key)) return keyOrAddress;
      return (await isSignable(key, idCompany)) ? `/files/${key}?sig=${sign(key, idCompany)}` : `/files/${key}`;
    },

    /** Every `/files/...` address in a text (a JSON answer, HTML inside it) signed afresh for the company. */
    async signAddresses(text: string, idCompany: number): Promise<string> {
      if (!text.includes('/files/')) return text;
      const keys = new Set<string>();
      for (const match of text.matchAll(ADDRESS)) keys.add(match[1] as string);
      const signable = new Map<string, boolean>();
      await Promise.all([...keys].map(async (key) => signable.set(key, await isSignable(key, idCompany))));
      return text.replace(ADDRESS, (_whole, key: string) =>
        signable.get(key) ? `/files/${key}?sig=${sign(key, idCompany)}` : `/files/${key}`,
      );
    },

    /** Whether `signature` lets a page of `idCompany`'s hosts load `key` now; with its expiry (seconds). */
    async verify(key: string, idCompany: number, signature: unknown): Promise<{ valid: boolean; expires: number }> {
      const refused = { valid: false, expires: 0 };
      if (typeof signature !== 'string') return refused;
      const match = /^(\d{1,12})\.([\w-]{24})$/.exec(signature);
      if (!match) return refused;
      const expires = Number(match[1]);
      if (expires <= seconds() || expires > seconds() + 2 * WINDOW_SECONDS) return refused;
      const expected = Buffer.from(mac(key, idCompany, expires));
      const given = Buffer.from(match[2] as string);
      if (expected.length !== given.length || !timingSafeEqual(expected, given)) return refused;
      return { valid: await isSignable(key, idCompany), expires };
    },

    /** A signature for `key` valid until the same expiry as `expires` (the files of an HLS playlist). */
    signUntil(key: string, idCompany: number, expires: number): string {
      return `${expires}.${mac(key, idCompany, expires)}`;
    },
  };
}

/** Signatures removed from the `/files/` addresses of a request body, so stored values stay plain keys. */
export function withoutSignatures<T>(value: T): T {
  if (typeof value === 'string') {
    return (value.includes('/files/') ? value.replace(ADDRESS, (_whole, key: string) => `/files/${key}`) : value) as T;
  }
  if (Array.isArray(value)) return value.map((entry) => withoutSignatures(entry)) as T;
  if (value && typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype) {
    const result: Record<string, unknown> = {};
    for (const [name, entry] of Object.entries(value)) result[name] = withoutSignatures(entry);
    return result as T;
  }
  return value;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The company a public answer's file addresses are signed for (a login answers its member's session). */
    filesFor: number | undefined;
  }
}

/** Lets a public route's answer carry file addresses signed for `idCompany` (the session it just opened). */
export function signFilesFor(request: FastifyRequest, idCompany: number): void {
  request.filesFor = idCompany;
}

/**
 * Signs every file address of an answer for its caller's company (`request.auth`, or `signFilesFor`), and
 * takes signatures off the addresses a request body carries (a page sends back what it was given).
 * Registered once on the root instance, after the hooks that keep answers (idempotency), so a kept answer
 * is signed again when it is replayed.
 */
export function registerFileSigning(app: FastifyInstance, files: FileAccess): void {
  app.decorateRequest('filesFor', undefined);
  app.addHook('preValidation', async (request) => {
    if (request.body && typeof request.body === 'object') request.body = withoutSignatures(request.body);
  });
  app.addHook('onSend', async (request, reply, payload) => {
    const idCompany = request.auth?.idCompany ?? request.filesFor;
    if (idCompany === undefined || typeof payload !== 'string') return payload;
    if (!String(reply.getHeader('content-type') ?? '').includes('json')) return payload;
    return await files.signAddresses(payload, idCompany);
  });
}
