import "server-only";
// Multipart uploads streamed to disk (DESIGN.md rule 9; spec 1 §9: 100 MB per file, 16 files, bulk upload 1 file).
// The request body is parsed as it arrives (busboy) and each file is written to a temporary file under the upload
// storage's tmp/ folder, so a 16 × 100 MB request never sits in memory. A file that grows past the per-file limit,
// or a file past the count limit, stops the reading at once and is refused with 413 naming the limit; a body whose
// declared length alone is over the limit is refused before a byte is read. The request's temporary folder is
// removed when the caller's work is done, whether it succeeded, was refused or failed.
import { createWriteStream, type WriteStream } from "node:fs";
import { mkdir, mkdtemp, readdir, rm, stat } from "node:fs/promises";
import path from "node:path";
import { Readable } from "node:stream";
import { finished, pipeline } from "node:stream/promises";
import type { ReadableStream as NodeWebStream } from "node:stream/web";
import busboy from "busboy";
import { AppError } from "../errors";
import { uploadRoot } from "./images";

/** One file of the request, on disk for the duration of the caller's work. */
export interface TReceivedFile {
  /** The name the client gave (never a path here: the file lives at `path`). */
  name: string;
  path: string;
  size: number;
}

export interface TReceiveLimits {
  /** The multipart field that carries the files; file parts of other fields are skipped (they count as files). */
  field: string;
  maxFiles: number;
  maxFileBytes: number;
  /** Refuse a declared Content-Length over this before reading anything. */
  maxBodyBytes: number;
  /** The 413 reasons, each naming its limit (texts live in lib/). */
  tooManyFiles: string;
  fileTooLarge: (name: string) => string;
  bodyTooLarge: string;
  /** The problem's detail for a reason (the endpoint's wording around it); the reason itself when omitted. */
  detail?: (reason: string) => string;
  /** The refusal of a body that is not multipart form data, or is cut short. */
  malformed: () => AppError;
}

/** Where uploads wait while a request is read: `${UPLOAD_DIR}/tmp/`. */
export function uploadTmpDir(): string {
  return path.resolve(uploadRoot(), "tmp");
}

/** 413 Content Too Large: `detail` for the problem, `reason` for the file field. */
export const tooLarge = (detail: string, reason = detail) => new AppError("too_large", detail, [{ name: "file", reason }]);

const refusal = (limits: TReceiveLimits, reason: string) => tooLarge(limits.detail?.(reason) ?? reason, reason);

/** A request's folder outlives its request only when the process died mid-way; older than this, it is swept. */
const STALE_MS = 6 * 60 * 60 * 1000;
const globalForSweep = globalThis as unknown as { __uploadTmpSweptAt?: number };

/** Removes temporary folders left by a crashed process, at most hourly and never in the request's way. */
async function sweepStale(root: string): Promise<void> {
  const last = globalForSweep.__uploadTmpSweptAt ?? 0;
  if (Date.now() - last < 60 * 60 * 1000) return;
  globalForSweep.__uploadTmpSweptAt = Date.now();
  for (const name of await readdir(root).catch(() => [] as string[])) {
    const full = path.join(root, name);
    const info = await stat(full).catch(() => null);
    if (info && Date.now() - info.mtimeMs > STALE_MS) await rm(full, { recursive: true, force: true }).catch(() => undefined);
  }
}

/** Extra fields a well-behaved client never sends many of; bounded so parsing stays cheap. */
const MAX_FIELDS = 100;

/**
 * Streams the request's files to a private temporary folder, runs `handle` on them, then removes the folder (also when
 * the body is refused or `handle` throws).
 */
export async function receiveFiles<T>(req: Request, limits: TReceiveLimits, handle: (files: TReceivedFile[]) => Promise<T>): Promise<T> {
  const declared = Number(req.headers.get("content-length") ?? "");
  if (Number.isFinite(declared) && declared > limits.maxBodyBytes) {
    await req.body?.cancel().catch(() => undefined);
    throw refusal(limits, limits.bodyTooLarge);
  }
  await mkdir(uploadTmpDir(), { recursive: true });
  void sweepStale(uploadTmpDir());
  const dir = await mkdtemp(path.join(uploadTmpDir(), "req-"));
  try {
    return await handle(await readParts(req, limits, dir));
  } finally {
    await rm(dir, { recursive: true, force: true, maxRetries: 3 });
  }
}

function readParts(req: Request, limits: TReceiveLimits, dir: string): Promise<TReceivedFile[]> {
  const contentType = req.headers.get("content-type") ?? "";
  if (!req.body || !/^multipart\/form-data/i.test(contentType)) return Promise.reject(limits.malformed());
  let parser: busboy.Busboy;
  try {
    // busboy's fileSize limit fires when a file REACHES it, so one byte more lets a file of exactly the limit pass.
    parser = busboy({
      headers: { "content-type": contentType },
      limits: { files: limits.maxFiles, fileSize: limits.maxFileBytes + 1, fields: MAX_FIELDS, parts: limits.maxFiles + MAX_FIELDS },
    });
  } catch {
    // No boundary, or not multipart after all.
    return Promise.reject(limits.malformed());
  }
  const source = Readable.fromWeb(req.body as unknown as NodeWebStream<Uint8Array>);

  return new Promise((resolve, reject) => {
    const files: TReceivedFile[] = [];
    const sinks: WriteStream[] = [];
    const writes: Promise<void>[] = [];
    let failed = false;

    /**
     * Stops reading (the rest of the body is never pulled), closes every open file, then refuses. Limits are told
     * from inside busboy's parse loop, so the parser is torn down on the next turn, not under its own feet.
     */
    const fail = (error: unknown) => {
      if (failed) return;
      failed = true;
      source.unpipe(parser);
      setImmediate(() => {
        source.destroy();
        parser.destroy();
        for (const s of sinks) s.destroy();
        void Promise.all(sinks.map((s) => finished(s).catch(() => undefined))).then(() => reject(error));
      });
    };

    parser.on("file", (field, stream, info) => {
      if (failed || field !== limits.field) {
        stream.resume();
        return;
      }
      const file: TReceivedFile = { name: info.filename ?? "", path: path.join(dir, String(files.length)), size: 0 };
      files.push(file);
      stream.on("limit", () => fail(refusal(limits, limits.fileTooLarge(file.name))));
      const sink = createWriteStream(file.path);
      sinks.push(sink);
      writes.push(
        pipeline(stream, sink).then(
          () => void (file.size = sink.bytesWritten),
          // The disk's own failure (ENOSPC, EACCES) is the server's, a part cut short is the client's.
          (err: NodeJS.ErrnoException) => fail(err.syscall ? err : limits.malformed()),
        ),
      );
    });
    parser.on("filesLimit", () => fail(refusal(limits, limits.tooManyFiles)));
    parser.on("fieldsLimit", () => fail(limits.malformed()));
    parser.on("partsLimit", () => fail(limits.malformed()));
    parser.on("error", () => fail(limits.malformed()));
    source.on("error", () => fail(limits.malformed()));
    parser.on("close", () => {
      void Promise.all(writes).then(() => {
        if (!failed) resolve(files);
      });
    });
    source.pipe(parser);
  });
}
