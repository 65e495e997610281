import { createHash, createHmac } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local stand-in for an S3-compatible service, enough of Amazon's documented REST protocol for
 * the image storage: PutObject, GetObject and HeadObject on path-style addresses
 * (`/<bucket>/<key>`), each refused unless it carries a well-formed AWS Signature Version 4 for the
 * configured key. The signature is checked the way S3 checks it (canonical request, string to sign,
 * HMAC chain; written here from the documentation, not with the client's own signer), so a wrong
 * secret, a wrong region or a changed body is refused with S3's own error codes.
 */

export interface FakeS3Options {
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
}

export interface StoredObject {
  body: Buffer;
  contentType: string | undefined;
  cacheControl: string | undefined;
  etag: string;
}

export interface SeenRequest {
  method: string;
  path: string;
  headers: IncomingMessage['headers'];
  status: number;
}

export interface FakeS3 {
  endpoint: string;
  objects: Map<string, StoredObject>;
  /** Every request received, with the status it was answered (newest last). */
  requests: SeenRequest[];
  /** While true, every request is answered 503 SlowDown (a service in trouble). */
  failing: boolean;
  close(): Promise<void>;
}

const sha256 = (data: string | Buffer) => createHash('sha256').update(data).digest('hex');
const hmac = (key: string | Buffer, data: string) =>
  createHmac('sha256', key).update(data).digest();

/** RFC 3986 encoding, as SigV4 wants it for query names and values. */
const uriEncode = (s: string) =>
  encodeURIComponent(s).replace(
    /[!'()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );

const AUTHORIZATION =
  /^AWS4-HMAC-SHA256 Credential=([^/\s,]+)\/(\d{8})\/([^/\s,]+)\/s3\/aws4_request, ?SignedHeaders=([a-z0-9;-]+), ?Signature=([0-9a-f]{64})$/;

function xmlError(res: ServerResponse, status: number, code: string, message: string) {
  res.writeHead(status, { 'content-type': 'application/xml' });
  res.end(
    `<?xml version="1.0" encoding="UTF-8"?>\n<Error><Code>${code}</Code><Message>${message}</Message><RequestId>fake</RequestId></Error>`,
  );
}

/** The reason a request's SigV4 Authorization is not accepted, or null when it is. */
function signatureProblem(
  req: IncomingMessage,
  body: Buffer,
  options: FakeS3Options,
): { status: number; code: string; message: string } | null {
  const header = req.headers.authorization;
  if (!header) return { status: 403, code: 'AccessDenied', message: 'Access Denied' };
  const match = AUTHORIZATION.exec(header);
  if (!match) {
    return {
      status: 400,
      code: 'AuthorizationHeaderMalformed',
      message: 'The authorization header is malformed',
    };
  }
  const [, keyId, day, region, signedList, signature] = match as unknown as string[];
  if (keyId !== options.accessKeyId) {
    return { status: 403, code: 'InvalidAccessKeyId', message: 'Unknown access key' };
  }
  const amzDate = String(req.headers['x-amz-date'] ?? '');
  if (!/^\d{8}T\d{6}Z$/.test(amzDate) || amzDate.slice(0, 8) !== day) {
    return {
      status: 403,
      code: 'AccessDenied',
      message: 'x-amz-date missing or not the scope day',
    };
  }
  if (region !== options.region) {
    return {
      status: 400,
      code: 'AuthorizationHeaderMalformed',
      message: `the region '${region}' is wrong; expecting '${options.region}'`,
    };
  }
  const signed = signedList!.split(';');
  if (!signed.includes('host') || !signed.includes('x-amz-date')) {
    return { status: 403, code: 'AccessDenied', message: 'host and x-amz-date must be signed' };
  }
  const payloadHash = String(req.headers['x-amz-content-sha256'] ?? '');
  if (!payloadHash) {
    return { status: 400, code: 'InvalidRequest', message: 'Missing x-amz-content-sha256' };
  }
  if (payloadHash !== 'UNSIGNED-PAYLOAD' && payloadHash !== sha256(body)) {
    return { status: 400, code: 'XAmzContentSHA256Mismatch', message: 'The body was changed' };
  }
  const url = new URL(req.url ?? '/', 'http://fake');
  const query = [...url.searchParams]
    .map(([k, v]) => [uriEncode(k), uriEncode(v)])
    .sort(([a, x], [b, y]) => (a! < b! ? -1 : a! > b! ? 1 : x! < y! ? -1 : 1))
    .map(([k, v]) => `${k}=${v}`)
    .join('&');
  const canonicalHeaders = signed
    .map((name) => {
      const value = req.headers[name];
      const joined = Array.isArray(value) ? value.join(',') : (value ?? '');
      return `${name}:${joined.trim().replace(/\s+/g, ' ')}\n`;
    })
    .join('');
  const canonicalRequest = [
    req.method,
    url.pathname,
    query,
    canonicalHeaders,
    signedList,
    payloadHash,
  ].join('\n');
  const scope = `${day}/${region}/s3/aws4_request`;
  const stringToSign = ['AWS4-HMAC-SHA256', amzDate, scope, sha256(canonicalRequest)].join('\n');
  const key = ['s3', 'aws4_request'].reduce(
    (k, part) => hmac(k, part),
    hmac(hmac(`AWS4${options.secretAccessKey}`, day), region),
  );
  if (hmac(key, stringToSign).toString('hex') !== signature) {
    return {
      status: 403,
      code: 'SignatureDoesNotMatch',
      message: 'The request signature we calculated does not match the signature you provided',
    };
  }
  return null;
}

export async function startFakeS3(options: FakeS3Options): Promise<FakeS3> {
  const objects = new Map<string, StoredObject>();
  const requests: SeenRequest[] = [];
  const fake = { objects, requests, failing: false } as FakeS3;

  const handle = (req: IncomingMessage, res: ServerResponse, body: Buffer) => {
    if (fake.failing) return xmlError(res, 503, 'SlowDown', 'Please reduce your request rate');
    const problem = signatureProblem(req, body, options);
    if (problem) return xmlError(res, problem.status, problem.code, problem.message);
    const path = decodeURIComponent(new URL(req.url ?? '/', 'http://fake').pathname);
    const [, bucket, ...rest] = path.split('/');
    const key = rest.join('/');
    if (bucket !== options.bucket) {
      return xmlError(res, 404, 'NoSuchBucket', 'The specified bucket does not exist');
    }
    if (!key) return xmlError(res, 405, 'MethodNotAllowed', 'Only object calls here');
    if (req.method === 'PUT') {
      const etag = `"${createHash('md5').update(body).digest('hex')}"`;
      objects.set(key, {
        body,
        contentType: req.headers['content-type'],
        cacheControl: req.headers['cache-control'],
        etag,
      });
      res.writeHead(200, { etag });
      return res.end();
    }
    if (req.method === 'GET' || req.method === 'HEAD') {
      const object = objects.get(key);
      if (!object) {
        if (req.method === 'HEAD') {
          res.writeHead(404);
          return res.end();
        }
        return xmlError(res, 404, 'NoSuchKey', 'The specified key does not exist.');
      }
      res.writeHead(200, {
        'content-type': object.contentType ?? 'binary/octet-stream',
        'content-length': object.body.length,
        etag: object.etag,
        ...(object.cacheControl ? { 'cache-control': object.cacheControl } : {}),
      });
      return res.end(req.method === 'GET' ? object.body : undefined);
    }
    return xmlError(res, 405, 'MethodNotAllowed', 'Not an object call this fake knows');
  };

  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const end = res.end.bind(res);
      res.end = ((...args: Parameters<typeof end>) => {
        requests.push({
          method: req.method ?? '',
          path: req.url ?? '',
          headers: req.headers,
          status: res.statusCode,
        });
        return end(...args);
      }) as typeof res.end;
      handle(req, res, Buffer.concat(chunks));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  fake.endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  fake.close = () =>
    new Promise<void>((resolve, reject) => {
      server.closeAllConnections();
      server.close((error) => (error ? reject(error) : resolve()));
    });
  return fake;
}
