/**
 * The admin's publishing API as a Fastify plugin: publish, revisions (list, detail, restore), the
 * status of making a revision live, and picture uploads. Every route runs the `adminOnly` preHandler
 * it is given (the admin session and, on unsafe methods, the Origin). Register it with
 * registerPublishing(app, { adminOnly, contentDir, stateDir, render }).
 */
import path from 'node:path';
import type {
  FastifyError,
  FastifyInstance,
  FastifyRequest,
  onRequestHookHandler,
  preHandlerHookHandler,
} from 'fastify';
import {
  PUBLISH_API,
  PUBLISH_STATUS_API,
  REVISIONS_API,
  type PublishRequest,
  type RestoreRequest,
} from '../../content/publishing';
import { sendError, sendJson } from '../responses';
import { faultHookFromEnvironment } from './atomic-revision';
import { copySeedContent, DOCUMENT_ID_PATTERN, readSiteFiles } from './content-folder';
import { registerMediaUploads } from './media-upload';
import { createPublisher, type Publisher } from './publisher';
import { openRevisionStore, type RevisionStore } from './revision-store';

export { publishingSettings, type PublishingSettings } from './settings';

export interface PublishingOptions {
  /** Checks the admin session (and the Origin of unsafe requests); runs before every route here. */
  adminOnly: preHandlerHookHandler;
  /** The live content folder (CONTENT_DIR). */
  contentDir: string;
  /**
   * The content the site was built from (CONTENT_SEED_DIR), for a content folder kept apart from the
   * code: while nothing has been published, its documents are copied into the content folder at
   * start, so the first start fills it and a new build's content reaches it until the college
   * publishes (from then on the content is the college's).
   */
  contentSeedDir?: string;
  /** The state folder (STATE_DIR), where revisions.sqlite is kept. */
  stateDir: string;
  /** The public folder's files count as existing addresses for the validation; none when absent. */
  publicDir?: string;
  /** Re-renders what a revision changed into a new release and switches to it. */
  render?: (changedIds: string[], revision: number) => Promise<unknown>;
  /** The revision the release being served was rendered from (its manifest's). */
  liveRevision?: () => number | undefined;
  /** The short, non-secret label of the session publishing (kept with each revision). */
  sessionLabel?: (request: FastifyRequest) => string;
  /** Revisions to keep; undefined keeps all. */
  keepRevisions?: number;
  /** Called between the steps of writing a revision; defaults to the PUBLISH_KILL_AT_STEP test hook. */
  onStep?: (step: string) => void;
  now?: () => Date;
}

/** A whole page set with room to spare; only these routes take such a body. */
export const PUBLISH_BODY_LIMIT_BYTES = 8 * 1024 * 1024;

const publishBody = {
  type: 'object',
  required: ['baseRevision', 'documents', 'labels'],
  additionalProperties: false,
  properties: {
    baseRevision: { type: 'integer', minimum: 0 },
    documents: {
      type: 'object',
      propertyNames: { pattern: DOCUMENT_ID_PATTERN },
      // A document is a JSON object; null deletes it.
      additionalProperties: { anyOf: [{ type: 'object' }, { type: 'null' }] },
      maxProperties: 2000,
    },
    labels: { type: 'array', maxItems: 1000, items: { type: 'string', maxLength: 500 } },
  },
} as const;

const restoreBody = {
  type: 'object',
  required: ['baseRevision'],
  additionalProperties: false,
  properties: { baseRevision: { type: 'integer', minimum: 0 } },
} as const;

const revisionParams = {
  type: 'object',
  required: ['revision'],
  properties: { revision: { type: 'string', pattern: '^(0|[1-9][0-9]{0,8})$' } },
} as const;

/** The session label when none is given: the session the preHandler put on the request, if it has a label. */
function defaultSessionLabel(request: FastifyRequest): string {
  const session = (request as FastifyRequest & { session?: { label?: unknown } }).session;
  return typeof session?.label === 'string' ? session.label : 'admin';
}

export interface Publishing {
  publisher: Publisher;
  store: RevisionStore;
}

/**
 * Adds the publishing API to the app, in a scope of its own (its body limits, upload parser and
 * session check apply to its routes only). A revision interrupted by a crash is completed, or its
 * stage dropped, before the first request. The revision store closes with the app.
 */
export async function registerPublishing(
  app: FastifyInstance,
  options: PublishingOptions,
): Promise<Publishing> {
  const contentDir = path.resolve(options.contentDir);
  const store = openRevisionStore({
    databasePath: path.join(options.stateDir, 'revisions.sqlite'),
    keep: options.keepRevisions,
    now: options.now,
  });
  const seedDir = options.contentSeedDir && path.resolve(options.contentSeedDir);
  if (seedDir && seedDir !== contentDir && store.current() === 0) {
    copySeedContent(contentDir, seedDir);
    app.log.info(`Nothing published yet: the documents of ${seedDir} are copied into ${contentDir}.`);
  }
  const publisher = createPublisher({
    contentDir,
    store,
    siteFiles: () => readSiteFiles(contentDir, options.publicDir),
    render: options.render,
    onRenderFailed: (error, revision) =>
      app.log.error({ err: error }, `Revision ${revision} is written but could not be made live`),
    onStep: options.onStep ?? faultHookFromEnvironment(process.env),
    now: options.now,
  });
  const recovered = publisher.recover();
  if (recovered) app.log.warn(`Revision ${recovered.revision} was interrupted and is now complete.`);
  // A release built again (a deploy, a rebuild) says revision 0 while the revisions went on: it is
  // rendered again as the latest one, so the admin's next publish is not refused as made on an old one.
  const live = options.liveRevision?.();
  if (live !== undefined && live !== store.current()) {
    app.log.warn(`The site served is revision ${live}; rendering revision ${store.current()} again.`);
    publisher.renderLatest();
  }
  app.addHook('onClose', async () => {
    await publisher.idle();
    store.close();
  });
  const sessionLabel = options.sessionLabel ?? defaultSessionLabel;

  await app.register(async (scope) => {
    // Before the body is read: a request without a session never has its (large) body parsed.
    scope.addHook('onRequest', options.adminOnly as unknown as onRequestHookHandler);
    scope.setErrorHandler((error: FastifyError, _request, reply) => {
      if (error.statusCode !== 413) throw error;
      return sendError(
        reply,
        413,
        `The content sent is larger than ${PUBLISH_BODY_LIMIT_BYTES / 1024 / 1024} MB; publish fewer documents at once.`,
      );
    });

    scope.post<{ Body: PublishRequest }>(
      PUBLISH_API,
      { bodyLimit: PUBLISH_BODY_LIMIT_BYTES, schema: { body: publishBody } },
      async (request, reply) => {
        const { baseRevision, documents, labels } = request.body;
        const outcome = await publisher.publish({
          baseRevision,
          documents,
          labels,
          publishedBy: sessionLabel(request),
        });
        return sendJson(reply, outcome.status, outcome.body);
      },
    );
    scope.get(PUBLISH_STATUS_API, async (_request, reply) => sendJson(reply, 200, publisher.status()));
    registerRevisionRoutes(scope, store, publisher, sessionLabel);
    // In a scope of its own: its body parser and size message are for pictures only.
    await scope.register(async (uploads) => registerMediaUploads(uploads, { contentDir }));
  });
  return { publisher, store };
}

function registerRevisionRoutes(
  app: FastifyInstance,
  store: RevisionStore,
  publisher: Publisher,
  sessionLabel: (request: FastifyRequest) => string,
): void {
  app.get(REVISIONS_API, async (_request, reply) => sendJson(reply, 200, { revisions: store.list() }));

  app.get<{ Params: { revision: string } }>(
    `${REVISIONS_API}/:revision`,
    { schema: { params: revisionParams } },
    async (request, reply) => {
      const detail = store.detail(Number(request.params.revision));
      if (!detail) return sendError(reply, 404, `There is no revision ${request.params.revision}.`);
      return sendJson(reply, 200, detail);
    },
  );

  app.post<{ Params: { revision: string }; Body: RestoreRequest }>(
    `${REVISIONS_API}/:revision/restore`,
    { schema: { params: revisionParams, body: restoreBody } },
    async (request, reply) => {
      const revision = Number(request.params.revision);
      const outcome = await publisher.restore(revision, request.body.baseRevision, sessionLabel(request));
      if (!outcome) return sendError(reply, 404, `There is no revision ${revision} to restore.`);
      return sendJson(reply, outcome.status, outcome.body);
    },
  );
}
