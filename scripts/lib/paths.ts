import { fileURLToPath } from 'node:url';
import path from 'node:path';

/** Absolute paths of the project's top-level folders, for the build-time scripts. */
export const projectRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const schemaDir = path.join(projectRoot, 'schema');
export const contentDir = path.join(projectRoot, 'content');
export const mediaDir = path.join(contentDir, 'media');
export const publicDir = path.join(projectRoot, 'public');
/** Where the built site goes (DIST_DIR) and the server and prerender bundles (BUILD_DIR); separate builds may run side by side. */
export const distDir = path.resolve(projectRoot, process.env.DIST_DIR ?? 'dist');
export const buildDir = path.resolve(projectRoot, process.env.BUILD_DIR ?? 'build');

/** A path relative to the project root, with forward slashes, for messages. */
export function relativeToRoot(absolutePath: string): string {
  return path.relative(projectRoot, absolutePath).split(path.sep).join('/');
}
