// The deployment files stay deployable: compose.yaml is valid for Docker Compose (checked by
// `docker compose config` where Docker exists) and describes the topology docs/operations.md
// promises; the Dockerfiles keep what an operator relies on (a non-root user, a read-only root
// filesystem, a health check on /readyz, pinned base images); hadolint runs when it is installed.
// Nothing is built here: these checks take milliseconds.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { parse } from 'yaml';
import { repoRoot } from '../src/config.ts';

const read = (file: string) => fs.readFileSync(path.join(repoRoot, file), 'utf8');
const remotes = ['procedures', 'blog', 'contact', 'template', 'admin'];

function available(command: string, args: string[]): boolean {
  const result = spawnSync(command, args, { stdio: 'ignore', timeout: 10_000 });
  return result.status === 0;
}

/** The instructions of a Dockerfile's last stage (continuation lines joined, comments dropped). */
function finalStage(text: string): string[] {
  const lines = text.replace(/\\\n\s*/g, ' ').split('\n').map((line) => line.trim()).filter((line) => line && !line.startsWith('#'));
  const from = lines.map((line, i) => (/^FROM /i.test(line) ? i : -1)).filter((i) => i >= 0);
  return lines.slice(from.at(-1));
}

interface ComposeService {
  image?: string;
  build?: { dockerfile?: string; args?: Record<string, string> };
  read_only?: boolean;
  environment?: Record<string, string>;
  depends_on?: Record<string, { condition: string }> | string[];
  ports?: string[];
}

// Docker Compose v2 (the docker plugin) or v1 (Debian's docker-compose): either validates the file.
const composeCommand = available('docker', ['compose', 'version']) ? ['docker', 'compose'] : available('docker-compose', ['version']) ? ['docker-compose'] : null;

test('compose.yaml passes `docker compose config` where Docker Compose exists', { skip: composeCommand ? false : 'Docker Compose is not installed here' }, () => {
  const [command, ...args] = composeCommand!;
  const result = spawnSync(command!, [...args, '-f', path.join(repoRoot, 'compose.yaml'), 'config', '-q'], { encoding: 'utf8', timeout: 30_000, env: { ...process.env, POSTGRES_PASSWORD: 'check-only' } });
  assert.equal(result.status, 0, result.stderr);
});

test('the Caddyfile is one Caddy accepts, where Caddy is installed', { skip: available('caddy', ['version']) ? false : 'caddy is not installed here' }, () => {
  // adapt parses and converts the file without starting anything or touching certificates.
  const result = spawnSync('caddy', ['adapt', '--config', path.join(repoRoot, 'deploy/Caddyfile'), '--adapter', 'caddyfile'], { encoding: 'utf8', timeout: 30_000 });
  assert.equal(result.status, 0, result.stderr);
  const config = JSON.parse(result.stdout) as { apps: { http: { servers: Record<string, { protocols?: string[] }> } } };
  assert.ok(Object.values(config.apps.http.servers).some((server) => server.protocols?.join(' ') === 'h1 h2 h3'));
});

test('compose.yaml runs PostgreSQL, Redis, two read-only portal instances behind Caddy, the five remotes and a mail catcher', () => {
  const compose = parse(read('compose.yaml'), { merge: true }) as { services: Record<string, ComposeService> };
  const services = compose.services;
  for (const name of ['postgres', 'redis', 'portal-a', 'portal-b', 'caddy', 'mailpit', ...remotes.map((remote) => `remote-${remote}`)]) {
    assert.ok(services[name], `service ${name}`);
  }
  for (const [name, service] of Object.entries(services)) {
    // Every third-party image names its version; ours are built here.
    if (service.image && !service.build) assert.match(service.image, /:v?\d+\.\d+[\w.-]*$/, `${name} pins its image: ${service.image}`);
  }
  for (const name of ['portal-a', 'portal-b']) {
    const portal = services[name]!;
    assert.equal(portal.read_only, true, `${name} has a read-only root filesystem`);
    assert.match(portal.environment!.DATABASE_URL!, /^postgres:\/\/.*@postgres:5432\//);
    assert.equal(portal.environment!.REDIS_URL, 'redis://redis:6379');
    assert.equal(portal.environment!.TRUST_PROXY, '1');
    assert.match(portal.environment!.SMTP_URL!, /mailpit:1025/);
    const dependsOn = portal.depends_on as Record<string, { condition: string }>;
    assert.equal(dependsOn.postgres?.condition, 'service_healthy');
    assert.equal(dependsOn.redis?.condition, 'service_healthy');
  }
  for (const remote of remotes) {
    const service = services[`remote-${remote}`]!;
    assert.equal(service.build?.dockerfile, 'Dockerfile.remote');
    assert.equal(service.build?.args?.REMOTE, `mfe-${remote}`);
    assert.ok(fs.existsSync(path.join(repoRoot, `mfe-${remote}`, 'webpack.config.cjs')), `mfe-${remote} is a container`);
    assert.equal(service.read_only, true);
  }
  // Only Caddy is published to the world (HTTP/3 needs UDP); the tools (mail catcher, monitoring)
  // on this machine only; the instances, databases and remotes not at all.
  assert.deepEqual(services.caddy!.ports, ['80:80', '443:443', '443:443/udp']);
  for (const [name, service] of Object.entries(services)) {
    if (name === 'caddy') continue;
    for (const port of service.ports ?? []) assert.ok(port.startsWith('127.0.0.1:'), `${name} publishes ${port} on this machine only`);
    if (name.startsWith('portal-') || name.startsWith('remote-') || name === 'postgres' || name === 'redis') assert.equal(service.ports, undefined, `${name} is not published`);
  }
});

test('the monitoring profile scrapes both instances and provisions the dashboard of docs/', () => {
  const compose = parse(read('compose.yaml'), { merge: true }) as { services: Record<string, ComposeService & { profiles?: string[]; volumes?: string[] }> };
  const prometheus = parse(read('deploy/prometheus.yml')) as { scrape_configs: { static_configs: { targets: string[] }[] }[] };
  assert.deepEqual(prometheus.scrape_configs.flatMap((job) => job.static_configs.flatMap((config) => config.targets)).sort(), ['portal-a:8000', 'portal-b:8000']);
  for (const name of ['prometheus', 'grafana']) assert.deepEqual(compose.services[name]?.profiles, ['monitoring']);
  for (const volume of compose.services.grafana!.volumes!) {
    const source = volume.split(':')[0]!;
    assert.ok(fs.existsSync(path.join(repoRoot, source)), `${source} exists`);
  }
  const dashboard = JSON.parse(read('docs/grafana-portal.json')) as { templating: { list: { name: string; type: string }[] }; panels: { type: string; datasource?: { uid: string } }[] };
  assert.ok(dashboard.templating.list.some((variable) => variable.name === 'datasource' && variable.type === 'datasource'));
  assert.ok(dashboard.panels.filter((panel) => panel.type !== 'row').every((panel) => panel.datasource?.uid === '${datasource}'));
});

test('the Caddyfile serves HTTP/1.1, 2 and 3 with TLS, balances both instances on /readyz, routes every remote and hides /metrics', () => {
  const caddyfile = read('deploy/Caddyfile');
  assert.match(caddyfile, /protocols h1 h2 h3/);
  assert.match(caddyfile, /tls \{\$PORTAL_TLS:internal\}/);
  assert.match(caddyfile, /reverse_proxy portal-a:8000 portal-b:8000/);
  assert.match(caddyfile, /health_uri \/readyz/);
  assert.match(caddyfile, /@metrics path \/metrics/);
  assert.match(caddyfile, /respond @metrics 404/);
  const registry = JSON.parse(read('deploy/remotes.json')) as { default: Record<string, string> };
  assert.deepEqual(Object.keys(registry.default).sort(), [...remotes].sort());
  for (const remote of remotes) {
    assert.match(caddyfile, new RegExp(`handle_path /remotes/${remote}/\\* \\{\\s*reverse_proxy remote-${remote}:8080`));
    assert.equal(registry.default[remote], `https://portal.localhost/remotes/${remote}/mf-manifest.json`);
  }
});

for (const file of ['Dockerfile', 'Dockerfile.remote']) {
  test(`${file}: pinned base images, a non-root user, a health check, exec-form start`, () => {
    const text = read(file);
    const froms = [...text.matchAll(/^FROM\s+(\S+)/gim)].map((match) => match[1]!);
    assert.ok(froms.length >= 2, 'multi-stage');
    for (const image of froms) {
      assert.doesNotMatch(image, /:latest$/, `${image} is not :latest`);
      assert.match(image, /:\d+\.\d+\.\d+/, `${image} names an exact version`);
    }
    const stage = finalStage(text);
    const user = stage.filter((line) => /^USER /i.test(line)).at(-1);
    assert.ok(user, 'the final stage sets USER');
    assert.doesNotMatch(user, /^USER\s+(root|0)(:|$)/i);
    // Files the process runs are root's, so the server's user cannot change them.
    for (const copy of stage.filter((line) => /^COPY /i.test(line))) assert.match(copy, /--chown=root:root/, copy);
    assert.ok(stage.some((line) => /^HEALTHCHECK /i.test(line)), 'HEALTHCHECK');
    assert.ok(stage.some((line) => /^CMD \[/i.test(line)), 'exec-form CMD (signals reach node)');
    assert.ok(!stage.some((line) => /^ADD /i.test(line)), 'COPY, not ADD');
    assert.ok(!/\bsudo\b|apt-get upgrade|MAINTAINER/i.test(text));
  });
}

test('the portal image keeps its data on /data and checks /readyz', () => {
  const stage = finalStage(read('Dockerfile'));
  assert.ok(stage.some((line) => /^HEALTHCHECK .*\/readyz/i.test(line)));
  assert.ok(stage.some((line) => /^ENV .*DATABASE_URL=sqlite:\/data\//.test(line)));
  assert.ok(stage.some((line) => /^ENV .*MEDIA_DIR=\/data\/media/.test(line)));
  assert.ok(stage.some((line) => /^VOLUME \["\/data"\]/.test(line)));
  const ignore = read('.dockerignore');
  for (const entry of ['.git', '**/node_modules', '**/dist', 'api/data']) assert.ok(ignore.split('\n').includes(entry), `.dockerignore has ${entry}`);
});

test('hadolint finds nothing in the Dockerfiles where it is installed', { skip: available('hadolint', ['--version']) ? false : 'hadolint is not installed here' }, () => {
  for (const file of ['Dockerfile', 'Dockerfile.remote']) {
    const result = spawnSync('hadolint', [path.join(repoRoot, file)], { encoding: 'utf8', timeout: 30_000 });
    assert.equal(result.status, 0, `${file}:\n${result.stdout}${result.stderr}`);
  }
});
