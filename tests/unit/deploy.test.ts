/**
 * deploy/ checked with the real tools where this machine has them: nginx -t on the nginx file,
 * systemd-analyze verify on the units, the server taking its socket from systemd
 * (systemd-socket-activate), and update.sh switching releases. Each check without its tool is
 * skipped, saying which tool is missing. (Docker is not run here; the Dockerfile is read only.)
 */
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const projectRoot = path.join(import.meta.dirname, '../..');
const deployDir = path.join(projectRoot, 'deploy');

function tool(name: string): string | undefined {
  for (const folder of [...(process.env.PATH ?? '').split(':'), '/usr/sbin', '/sbin']) {
    const candidate = path.join(folder, name);
    if (folder && fs.existsSync(candidate)) return candidate;
  }
  return undefined;
}

function temporaryFolder(): string {
  return fs.mkdtempSync(path.join(os.tmpdir(), 'deploy-'));
}

const nginx = tool('nginx');
const openssl = tool('openssl');
const systemdAnalyze = tool('systemd-analyze');
const socketActivate = tool('systemd-socket-activate');
const git = tool('git');

describe('deploy/nginx.conf', () => {
  it('is written for nginx 1.22 and leaves ACME challenges to the ACME client', () => {
    const text = fs.readFileSync(path.join(deployDir, 'nginx.conf'), 'utf8');
    expect(text).toContain('listen 443 ssl http2;');
    expect(text).not.toMatch(/^\s*http2 on;/m);
    expect(text).toMatch(/location \^~ \/\.well-known\/acme-challenge\/ \{[^}]*root /);
    expect(text).toContain('proxy_set_header X-Forwarded-Proto $scheme;');
  });

  it.skipIf(!nginx || !openssl)(
    `passes nginx -t${nginx && openssl ? '' : ' (skipped: nginx or openssl is not installed)'}`,
    () => {
      const folder = temporaryFolder();
      try {
        const key = path.join(folder, 'privkey.pem');
        const certificate = path.join(folder, 'fullchain.pem');
        execFileSync(
          openssl!,
          [
            'req',
            '-x509',
            '-newkey',
            'rsa:2048',
            '-nodes',
            '-days',
            '1',
            '-subj',
            '/CN=www.college.example',
            '-keyout',
            key,
            '-out',
            certificate,
          ],
          { stdio: 'ignore' },
        );
        const site = fs
          .readFileSync(path.join(deployDir, 'nginx.conf'), 'utf8')
          .replace('/etc/letsencrypt/live/www.college.example/fullchain.pem', certificate)
          .replace('/etc/letsencrypt/live/www.college.example/privkey.pem', key);
        fs.writeFileSync(path.join(folder, 'site.conf'), site);
        fs.writeFileSync(
          path.join(folder, 'nginx.conf'),
          `pid ${folder}/nginx.pid;\nerror_log ${folder}/error.log;\nevents {}\nhttp {\n  access_log off;\n  include ${folder}/site.conf;\n}\n`,
        );
        const result = spawnSync(nginx!, ['-t', '-p', folder, '-c', path.join(folder, 'nginx.conf')], {
          encoding: 'utf8',
        });
        expect(result.stderr).toContain('syntax is ok');
        expect(result.status, result.stderr).toBe(0);
      } finally {
        fs.rmSync(folder, { recursive: true, force: true });
      }
    },
  );
});

describe('deploy/college-site.service and .socket', () => {
  it('let Node start, keep the state in STATE_DIR and take the port from the socket unit', () => {
    const unit = fs.readFileSync(path.join(deployDir, 'college-site.service'), 'utf8');
    expect(unit).toContain('SystemCallFilter=@system-service @pkey');
    expect(unit).toContain('Environment=STATE_DIR=/var/lib/college-site');
    expect(unit).toContain('Requires=college-site.socket');
    expect(fs.readFileSync(path.join(deployDir, 'college-site.socket'), 'utf8')).toContain(
      'ListenStream=127.0.0.1:4173',
    );
  });

  it.skipIf(!systemdAnalyze)(
    `pass systemd-analyze verify${systemdAnalyze ? '' : ' (skipped: systemd-analyze is not installed)'}`,
    () => {
      const result = spawnSync(
        systemdAnalyze!,
        ['verify', path.join(deployDir, 'college-site.socket'), path.join(deployDir, 'college-site.service')],
        { encoding: 'utf8' },
      );
      expect(result.stderr.split('\n').filter((line) => /college-site/.test(line))).toEqual([]);
      expect(result.status, result.stderr).toBe(0);
    },
  );

  it.skipIf(!socketActivate)(
    `the server serves on the socket systemd passes it (LISTEN_FDS)${socketActivate ? '' : ' (skipped: systemd-socket-activate is not installed)'}`,
    async () => {
      const folder = temporaryFolder();
      const port = 4400 + Math.floor(Math.random() * 90);
      const activator = spawn(
        socketActivate!,
        [
          '-l',
          `127.0.0.1:${port}`,
          '-E',
          `DIST_DIR=${folder}`,
          '-E',
          `STATE_DIR=${folder}`,
          '-E',
          'STATS_DB=:memory:',
          '-E',
          'PORT=1',
          process.execPath,
          '--import',
          'tsx',
          path.join(projectRoot, 'src/server/main.ts'),
        ],
        { cwd: projectRoot, stdio: ['ignore', 'pipe', 'pipe'] },
      );
      let output = '';
      activator.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
      activator.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
      try {
        await new Promise((resolve) => setTimeout(resolve, 500));
        // The first connection starts the server; it waits in the socket's queue until then.
        const answer = await fetch(`http://127.0.0.1:${port}/api/admin/session`);
        expect(answer.status, output).toBe(200);
        expect(output).toContain('LISTEN_FDS');
      } finally {
        activator.kill('SIGTERM');
        fs.rmSync(folder, { recursive: true, force: true });
      }
    },
    30_000,
  );
});

describe('deploy/update.sh', () => {
  it.skipIf(!git)(
    `builds a commit into a release of its own and switches to it; a failed build changes nothing${git ? '' : ' (skipped: git is not installed)'}`,
    () => {
      const root = temporaryFolder();
      const origin = path.join(root, 'origin');
      const run = (command: string, args: string[], cwd: string) =>
        execFileSync(command, args, { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] }).trim();
      try {
        fs.mkdirSync(origin);
        run(git!, ['init', '-q', '-b', 'main'], origin);
        fs.writeFileSync(path.join(origin, 'version.txt'), 'one\n');
        fs.mkdirSync(path.join(origin, 'content'));
        fs.writeFileSync(path.join(origin, 'content', 'site.json'), '{"name":"one"}\n');
        run(git!, ['add', '.'], origin);
        run(git!, ['-c', 'user.name=t', '-c', 'user.email=t@example.org', 'commit', '-qm', 'one'], origin);
        const first = run(git!, ['rev-parse', 'HEAD'], origin);
        run(git!, ['clone', '-q', origin, path.join(root, 'repo')], root);

        const update = (env: Record<string, string>) =>
          spawnSync('sh', [path.join(deployDir, 'update.sh'), 'origin/main'], {
            env: {
              ...process.env,
              COLLEGE_SITE_ROOT: root,
              BUILD_COMMAND: 'cp version.txt built.txt',
              RESTART_COMMAND: `echo restarted >> ${root}/restarts`,
              COLLEGE_SITE_URL: '',
              COLLEGE_SITE_CHECK_PORT: '',
              ...env,
            },
            encoding: 'utf8',
          });

        const once = update({});
        expect(once.status, once.stderr).toBe(0);
        expect(fs.readlinkSync(path.join(root, 'current'))).toBe(path.join(root, 'releases', first));
        expect(fs.readFileSync(path.join(root, 'current', 'built.txt'), 'utf8')).toBe('one\n');
        // The admin publishes into the live release's content.
        fs.writeFileSync(path.join(root, 'current', 'content', 'site.json'), '{"name":"published"}\n');

        fs.writeFileSync(path.join(origin, 'version.txt'), 'two\n');
        run(git!, ['-c', 'user.name=t', '-c', 'user.email=t@example.org', 'commit', '-qam', 'two'], origin);
        const failed = update({ BUILD_COMMAND: 'exit 3' });
        expect(failed.status).toBe(1);
        expect(failed.stdout).toContain('the live site is unchanged');
        expect(fs.readlinkSync(path.join(root, 'current'))).toBe(path.join(root, 'releases', first));

        const twice = update({});
        expect(twice.status, twice.stderr).toBe(0);
        expect(fs.readFileSync(path.join(root, 'current', 'built.txt'), 'utf8')).toBe('two\n');
        // The new code is built with the content as published, not as the repository has it.
        expect(fs.readFileSync(path.join(root, 'current', 'content', 'site.json'), 'utf8')).toBe(
          '{"name":"published"}\n',
        );
        expect(fs.readFileSync(path.join(root, 'restarts'), 'utf8')).toBe('restarted\nrestarted\n');
        // The previous release stays, to switch back to.
        expect(fs.existsSync(path.join(root, 'releases', first))).toBe(true);
      } finally {
        fs.rmSync(root, { recursive: true, force: true });
      }
    },
    60_000,
  );
});

describe('deploy/Dockerfile', () => {
  it('builds with the development tools and runs lean, unprivileged, with its state in a volume', () => {
    const text = fs.readFileSync(path.join(deployDir, 'Dockerfile'), 'utf8');
    expect(text.match(/^FROM /gm)).toHaveLength(2);
    expect(text).toMatch(/RUN npm ci --omit=dev/);
    expect(text).toMatch(/^USER node$/m);
    expect(text).toMatch(/^VOLUME \["\/var\/lib\/college-site"\]$/m);
    expect(text).toMatch(/^HEALTHCHECK /m);
  });

  it('lets the server publish: the content in the volume, seeded from the image, and the releases its own', () => {
    const text = fs.readFileSync(path.join(deployDir, 'Dockerfile'), 'utf8');
    const runtime = text.slice(text.indexOf('AS runtime'));
    expect(runtime).toMatch(/CONTENT_DIR=\/var\/lib\/college-site\/content\b/);
    expect(runtime).toMatch(/CONTENT_SEED_DIR=\/app\/content\b/);
    expect(runtime).toMatch(/^COPY --from=build \/app\/content \.\/content$/m);
    expect(runtime).toMatch(
      /^COPY --from=build --chown=node:node \/app\/build\/releases \.\/build\/releases$/m,
    );
    // dist is a link the server replaces at each publish: made in /app, which the server may write.
    expect(runtime).not.toMatch(/COPY [^\n]*\/app\/dist/);
    expect(runtime).toMatch(/ln -s "build\/releases\/\$\(ls build\/releases\)" dist/);
    expect(runtime).toMatch(/chown node:node \/app \/app\/build/);
  });
});

describe('runtime dependencies', () => {
  // What `node build/server/main.js` loads: the server bundle, and the SSR bundle its render worker
  // runs after a publish. Read from the build, so a package reached through src/content or
  // src/blocks counts too.
  it('are exactly the packages the built server and its renderer import, with their peers', () => {
    const manifest = JSON.parse(fs.readFileSync(path.join(projectRoot, 'package.json'), 'utf8')) as {
      dependencies: Record<string, string>;
      devDependencies: Record<string, string>;
    };
    const declared = new Set([
      ...Object.keys(manifest.dependencies),
      ...Object.keys(manifest.devDependencies),
    ]);
    const imported = new Set<string>();
    for (const folder of ['build/server', 'build/ssr']) {
      const files = fs.readdirSync(path.join(projectRoot, folder), { recursive: true, encoding: 'utf8' });
      for (const file of files.filter((name) => name.endsWith('.js'))) {
        const text = fs.readFileSync(path.join(projectRoot, folder, file), 'utf8');
        for (const [, specifier] of text.matchAll(
          /(?:\bfrom|\bimport\(|^import)\s*["']([^"'./][^"']*)["']/gm,
        )) {
          if (specifier!.startsWith('node:')) continue;
          imported.add(packageOf(specifier!));
        }
      }
    }
    // The render worker is started through tsx only when run from source (the unit tests).
    imported.delete('tsx');
    const needed = new Set(imported);
    for (const name of imported) {
      const own = JSON.parse(
        fs.readFileSync(path.join(projectRoot, 'node_modules', name, 'package.json'), 'utf8'),
      ) as {
        peerDependencies?: Record<string, string>;
        peerDependenciesMeta?: Record<string, { optional?: boolean }>;
      };
      // A peer the project installs is one it chose (MUI's styled engine loads @emotion/styled).
      for (const peer of Object.keys(own.peerDependencies ?? {}))
        if (declared.has(peer) && !peer.startsWith('@types/')) needed.add(peer);
    }
    expect(Object.keys(manifest.dependencies).sort()).toEqual([...needed].sort());
  });
});

function packageOf(specifier: string): string {
  return specifier.startsWith('@') ? specifier.split('/').slice(0, 2).join('/') : specifier.split('/')[0]!;
}
