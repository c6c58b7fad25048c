/**
 * Where publishing keeps its content and revisions, from the environment: CONTENT_DIR (default
 * content/), CONTENT_SEED_DIR (unset by default: the content a content folder kept apart from the
 * code, in a container's volume, starts from), STATE_DIR (default data/, beside the statistics
 * database) and PUBLISH_KEEP_REVISIONS (a number of revisions to keep; unset or "all" keeps every
 * one). A value it cannot use is an error naming the variable.
 */
import fs from 'node:fs';
import path from 'node:path';
import { SettingsError } from '../settings';

export interface PublishingSettings {
  contentDir: string;
  contentSeedDir?: string;
  stateDir: string;
  keepRevisions: number | undefined;
}

export function publishingSettings(
  env: Record<string, string | undefined>,
  projectRoot: string,
): PublishingSettings {
  const problems: string[] = [];
  const folder = (name: string, fallback: string) => {
    const value = env[name];
    if (value === undefined) return path.join(projectRoot, fallback);
    if (value.trim() === '') problems.push(`${name}="": must be a folder`);
    return path.resolve(value);
  };
  const keep = env.PUBLISH_KEEP_REVISIONS?.trim();
  let keepRevisions: number | undefined;
  if (keep !== undefined && keep !== '' && keep !== 'all') {
    if (/^[1-9]\d{0,8}$/.test(keep)) keepRevisions = Number(keep);
    else
      problems.push(
        `PUBLISH_KEEP_REVISIONS=${JSON.stringify(keep)}: must be "all" or a whole number of at least 1`,
      );
  }
  const settings = {
    contentDir: folder('CONTENT_DIR', 'content'),
    ...(env.CONTENT_SEED_DIR === undefined ? {} : { contentSeedDir: folder('CONTENT_SEED_DIR', '') }),
    stateDir: folder('STATE_DIR', 'data'),
    keepRevisions,
  };
  if (
    settings.contentSeedDir &&
    !fs.statSync(settings.contentSeedDir, { throwIfNoEntry: false })?.isDirectory()
  )
    problems.push(`CONTENT_SEED_DIR=${JSON.stringify(env.CONTENT_SEED_DIR)}: must be a folder that exists`);
  if (problems.length > 0) throw new SettingsError(`The server cannot start:\n  ${problems.join('\n  ')}`);
  return settings;
}
