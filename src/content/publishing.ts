/**
 * The wire between the admin and the server's publishing API, declared once for both sides. Content is
 * published as whole documents by id (pages/about, fees); each publish is a numbered revision.
 */
import type { ContentError } from '../validation/types';

/** Publishes changed documents (POST). */
export const PUBLISH_API = '/api/admin/publish';
/** Lists revisions (GET), one revision's changes (GET /:revision), restores one (POST /:revision/restore). */
export const REVISIONS_API = '/api/admin/revisions';
/**
 * The live content's manifest, served with revalidation: the current revision and the address of each
 * document's content-hashed JSON file.
 */
export const CONTENT_MANIFEST_ADDRESS = '/content/manifest.json';

export interface ContentManifest {
  /** The live revision; 0 for the content as built from the repository. */
  revision: number;
  /** Each document's content-hashed address, by document id: { "pages/about": "/content/pages/about.3f2a9c1b.json" }. */
  documents: Record<string, string>;
}

export interface PublishRequest {
  /** The revision the edits were made on. */
  baseRevision: number;
  /** Every changed document by id; null deletes it (a page). */
  documents: Record<string, unknown>;
  /** The history labels of the edits published, oldest first ("Changed the title of 'Fees'"). */
  labels: string[];
}

/** 200: the new revision is written and being made live. */
export interface PublishAccepted {
  revision: number;
  /** ISO 8601. */
  publishedAt: string;
  /** The documents the revision changed. */
  documents: string[];
}

/** 422: the content with these changes would not be valid; nothing was written. */
export interface PublishInvalid {
  error: string;
  problems: ContentError[];
}

/** 409: someone published after the base revision and changed some of the same documents; nothing was written. */
export interface PublishConflict {
  error: string;
  currentRevision: number;
  /** The documents both this publish and a later revision changed. */
  conflicts: string[];
}

export interface RevisionSummary {
  revision: number;
  publishedAt: string;
  /** Who published it: the admin session's short, non-secret label. */
  publishedBy: string;
  labels: string[];
  documents: string[];
  /** Set when the revision restored an earlier one. */
  restoredFrom?: number;
}

/** GET REVISIONS_API */
export interface RevisionList {
  revisions: RevisionSummary[];
}

/** GET REVISIONS_API/:revision: each changed document before and after (null: absent). */
export interface RevisionDetail extends RevisionSummary {
  changes: { id: string; before: unknown; after: unknown }[];
}

/** POST REVISIONS_API/:revision/restore: publishes the documents as they were in that revision. */
export interface RestoreRequest {
  baseRevision: number;
}

/** GET PUBLISH_STATUS_API: the live revision, and how making the last publish live went. */
export const PUBLISH_STATUS_API = '/api/admin/publish/status';

export interface PublishStatus {
  revision: number;
  render:
    | { state: 'idle' }
    | { state: 'rendering'; revision: number }
    | { state: 'live'; revision: number }
    /** The revision is written, but its pages were not made live; `error` says why. */
    | { state: 'failed'; revision: number; error: string };
}

/**
 * POST MEDIA_UPLOAD_API?name=<file name>: the picture's bytes as the body (raw, not multipart), its
 * Content-Type any image type or application/octet-stream (the type is read from the bytes).
 */
export const MEDIA_UPLOAD_API = '/api/admin/media';

/** The largest picture the server takes (413 beyond); the admin says so before sending one larger. */
export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;

/** The longest file name (?name=, in characters) the server takes; the admin sends a longer one cut short. */
export const MAX_UPLOAD_NAME_LENGTH = 200;

/** Why the server refused a picture, so the admin can say it in its own language. */
export type PictureRefusalReason = 'markup' | 'not-a-picture' | 'too-large' | 'too-many-pixels' | 'damaged';

/** 413, 415 or 422: the refusal in English (`error`), and its reason (with the size, for too many pixels). */
export interface PictureRefused {
  success: false;
  error: string;
  reason?: PictureRefusalReason;
  width?: number;
  height?: number;
}

/** 201: the picture is stored, re-encoded, with the responsive variants the build makes. */
export interface MediaUploaded {
  /** The site address content uses: /media/images/uploads/name-3f2a9c1b0d-1800x1200.jpg. */
  address: string;
  width: number;
  height: number;
  /** Every copy's address: each format (AVIF, then WebP) at each width, as uploadedImageFiles lists them. */
  variants: string[];
}

/**
 * GET MEDIA_UPLOAD_API: every picture uploaded so far, published or not, with where the admin shows
 * it from (MEDIA_PREVIEW_API/<file name>: the site serves an upload only once a published document
 * uses it).
 */
export interface StoredPictures {
  pictures: { address: string; preview: string }[];
}

export const MEDIA_PREVIEW_API = '/api/admin/media/uploads';
