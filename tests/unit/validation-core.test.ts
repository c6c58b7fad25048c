import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { planDocuments, contentFolderReader } from '../../src/documents/registry';
import { generatedFileIds } from '../../src/content/generated-files';
import { formatContentError, validateContent } from '../../src/validation';
import { brokenContent, contentAsItIs, missingTargets } from './support/broken-content';
import { projectRoot } from './support/project-copy';

describe('the validation core in Node', () => {
  it('reports each breakage of the fixture as one line (the jsdom run compares with the same file)', async () => {
    expect(missingTargets()).toEqual([]);
    const { sources, files } = brokenContent();
    const lines = validateContent(sources, files).errors.map(formatContentError);
    await expect(lines.join('\n') + '\n').toMatchFileSnapshot('./__snapshots__/broken-content.lines.txt');
  });

  it('finds nothing wrong with the documents as they are', () => {
    const { sources, files } = contentAsItIs();
    expect(validateContent(sources, files).errors.map(formatContentError)).toEqual([]);
  });

  it('knows exactly the PDFs the build makes', () => {
    const read = contentFolderReader(path.join(projectRoot, 'content'));
    expect(generatedFileIds(read).sort()).toEqual(
      planDocuments(read)
        .map((planned) => planned.id)
        .sort(),
    );
  });

  it('keeps its rules apart from the runner: no rule module imports the module that runs it', () => {
    const folder = path.join(projectRoot, 'src/validation/rules');
    for (const name of fs.readdirSync(folder)) {
      const text = fs.readFileSync(path.join(folder, name), 'utf8');
      expect(text, name).not.toMatch(/from '\.\.\/(validate-content|index)'/);
      expect(text, name).not.toMatch(/from '\.\.\/?'/);
    }
  });
});
